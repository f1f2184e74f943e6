/**
 * Live matching driven by random steps of SVIP members (start, settle, cancel, end, status, with odd
 * match ids and offsets, the clock jumping, some presses at once): never a 5xx, and after every run
 * no match across a block and no two people matched twice within a day.
 */
import type { MatchingReply } from "@chat/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { makeSvip } from "../../testing/encounter.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("random matching steps on %s", (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { encounter: { dailyAttempts: 5, countdownSeconds: 5 } } });
    users = [];
    for (let i = 0; i < 6; i++) users.push(await addUser(t, `F${i}`));
    await makeSvip(t, ...users.slice(0, 5));
    // One pair blocked: they must never meet.
    await t.post("/api/user/block", { userId: users[1]!.id }, { token: users[0]!.token });
  });
  afterAll(() => t.close());

  const step = fc.record({
    who: fc.integer({ min: 0, max: 5 }),
    action: fc.constantFrom("start", "settle", "cancel", "end", "status", "start"),
    matchId: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 50 })),
    tzOffset: fc.oneof(fc.constant(undefined), fc.integer({ min: -840, max: 840 })),
    advance: fc.constantFrom(0, 0, 1_000, 6_000, 60 * 60_000),
    together: fc.boolean(),
  });

  it("answers 2xx or 4xx and keeps the rules", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        const pending: Promise<unknown>[] = [];
        for (const s of steps) {
          t.clock.advance(s.advance);
          const body = { action: s.action, ...(s.matchId === undefined ? {} : { matchId: s.matchId }), ...(s.tzOffset === undefined ? {} : { tzOffset: s.tzOffset }) };
          const call = t.post<MatchingReply>("/api/bump/matching", body, { token: users[s.who]!.token }).then((res) => {
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          });
          if (s.together) pending.push(call);
          else await call;
        }
        await Promise.all(pending);
        const rows = await t.database.db.selectFrom("encounter_matches").select(["user_a", "user_b", "created_at", "ended_at"]).execute();
        const blocked = [users[0]!.id, users[1]!.id];
        for (const r of rows) expect(blocked.includes(r.user_a) && blocked.includes(r.user_b)).toBe(false);
        // The same two people are never matched twice within a day.
        for (const a of rows) {
          const again = rows.filter((b) => b !== a && Math.abs(b.created_at - a.created_at) < 24 * 60 * 60_000 && Math.min(b.user_a, b.user_b) === Math.min(a.user_a, a.user_b) && Math.max(b.user_a, b.user_b) === Math.max(a.user_a, a.user_b));
          expect(again).toEqual([]);
        }
      }),
      { numRuns: dialect === "sqlite" ? 40 : 15 },
    );
  });
});
