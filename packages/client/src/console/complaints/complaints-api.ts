/** The complaint calls of the console. */
import type { ApiClient } from "../../api/api-client.js";
import type { ComplaintAction, ConsoleComplaint, ConsoleComplaintPage } from "@chat/protocol";

export interface ComplaintFilter {
  status: "open" | "handled" | "all";
  reason: number | null;
  userId: number | null;
}

export interface ComplaintReasonOption {
  id: number;
  reason: string;
}

export const COMPLAINTS_PAGE_SIZE = 20;

export function loadComplaints(api: ApiClient, filter: ComplaintFilter, page: number): Promise<ConsoleComplaintPage> {
  return api.get<ConsoleComplaintPage>("admin/complaints", {
    status: filter.status,
    page,
    pageSize: COMPLAINTS_PAGE_SIZE,
    ...(filter.reason === null ? {} : { reason: filter.reason }),
    ...(filter.userId === null ? {} : { userId: filter.userId }),
  });
}

export const loadReasons = (api: ApiClient) => api.get<ComplaintReasonOption[]>("admin/complaints/reasons");

/** `hours` for a suspension; `messageId` to hide one of the reported user's messages of a complaint about them. */
export function actOn(api: ApiClient, complaintId: number, action: ComplaintAction, options: { hours?: number; messageId?: string } = {}): Promise<ConsoleComplaint> {
  return api.post<ConsoleComplaint>("admin/complaints/action", { complaintId, action, ...options });
}
