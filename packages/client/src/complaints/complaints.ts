/** Complaints: the reasons (`GET /api/complain/complain_type`) and filing one about a user. */
import type { ComplaintReason } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";

export interface ComplaintInput {
  type: number;
  notes: string;
  beComplainedAccount: string;
  /** A complaint about one moment of that user, or one comment on a moment. */
  dynamicId?: number;
  commentId?: number;
}

export interface Complaints {
  $complaintReasons: ReadableAtom<ComplaintReason[]>;
  loadComplaintReasons(): Promise<void>;
  /** Resolves to the server's text when it refuses. */
  fileComplaint(input: ComplaintInput): Promise<{ ok: true } | { ok: false; error: string }>;
  reset(): void;
}

export function createComplaints(options: { api: ApiClient }): Complaints {
  const { api } = options;
  const $complaintReasons = atom<ComplaintReason[]>([]);
  return {
    $complaintReasons,
    async loadComplaintReasons() {
      $complaintReasons.set(await api.get<ComplaintReason[]>("complain/complain_type"));
    },
    async fileComplaint(input) {
      try {
        await api.post("complain/add_complain", input);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: errorText(error) };
      }
    },
    reset: () => $complaintReasons.set([]),
  };
}
