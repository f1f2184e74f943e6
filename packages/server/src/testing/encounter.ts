/** Helpers for Encounter tests: SVIP members and the matching calls. */
import type { MatchingReply, MatchingRequest } from "@chat/protocol";
import type { TestApp, TestResponse } from "./test-app.js";

/** Makes users SVIP members (no end date). */
export async function makeSvip(t: TestApp, ...users: Array<{ id: number }>): Promise<void> {
  await t.database.db
    .updateTable("users")
    .set({ vip_level: 2, vip_expires_at: null })
    .where("id", "in", users.map((u) => u.id))
    .execute();
}

/** POST /api/bump/matching as `user`. */
export function matching(t: TestApp, user: { token: string }, body: MatchingRequest = {}, language?: string): Promise<TestResponse<MatchingReply>> {
  return t.post<MatchingReply>("/api/bump/matching", body, { token: user.token, ...(language ? { language } : {}) });
}
