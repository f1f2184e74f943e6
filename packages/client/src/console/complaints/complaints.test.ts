import type { ConsoleComplaint } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { apiWith } from "../../test/api-with.js";
import { envelope, ok } from "../../test/fake-fetch.js";
import { createComplaints } from "./complaints.js";

function complaint(id: number, reportedId: number): ConsoleComplaint {
  return {
    id,
    reason: { id: 1, reason: "Spam" },
    notes: "",
    createdAt: id,
    status: "open",
    handledAt: null,
    handledBy: null,
    reporter: { id: 9, accountId: 100_009, nickname: "Ann" },
    reported: { id: reportedId, accountId: 100_000 + reportedId, nickname: `M${reportedId}`, suspendedUntil: null, bannedAt: null },
    about: "user",
    snapshot: null,
  };
}

describe("given the console's complaint queue", () => {
  it("loads pages below each other, starts again on a new filter, and updates every complaint about a suspended member", async () => {
    const pages = [[complaint(1, 21), complaint(2, 22)], [complaint(2, 22), complaint(3, 21)]];
    const { api, seen } = apiWith({
      "GET /api/admin/complaints/reasons": () => ok([{ id: 1, reason: "Spam" }]),
      "GET /api/admin/complaints": (r) => ok({ records: pages[Number(new URL(r.path, "http://x").searchParams.get("page")) - 1] ?? [], total: 3 }),
      "POST /api/admin/complaints/action": () => ok({ ...complaint(1, 21), status: "handled", reported: { ...complaint(1, 21).reported, suspendedUntil: 99 } }),
    });
    const complaints = createComplaints(api);
    complaints.start();
    await vi.waitFor(() => expect(complaints.$reasons.get()).toEqual([{ id: 1, reason: "Spam" }]));
    await vi.waitFor(() => expect(complaints.$state.get().loading).toBe(false));
    complaints.more();
    await vi.waitFor(() => expect(complaints.$state.get().complaints.map((c) => c.id)).toEqual([1, 2, 3]));

    await complaints.act(complaint(1, 21), "suspend", { hours: 24 });
    const state = complaints.$state.get();
    expect(state.complaints.find((c) => c.id === 1)?.status).toBe("handled");
    expect(state.complaints.find((c) => c.id === 3)?.reported.suspendedUntil).toBe(99);
    expect(seen.at(-1)?.body).toEqual({ complaintId: 1, action: "suspend", hours: 24 });

    complaints.setFilter({ status: "all", reason: 1, userId: 21 });
    await vi.waitFor(() => expect(complaints.$state.get().loading).toBe(false));
    expect(seen.at(-1)?.path).toBe("/api/admin/complaints?status=all&page=1&pageSize=20&reason=1&userId=21");
    expect(complaints.$state.get().complaints.map((c) => c.id)).toEqual([1, 2]);
  });

  it("keeps a refusal for the screen to show", async () => {
    const { api } = apiWith({ "GET /api/admin/complaints": () => envelope(403, "Forbidden", null) });
    const complaints = createComplaints(api);
    complaints.start();
    await vi.waitFor(() => expect(complaints.$state.get().loading).toBe(false));
    expect(complaints.$state.get()).toMatchObject({ loading: false, error: { kind: "forbidden" } });
  });
});
