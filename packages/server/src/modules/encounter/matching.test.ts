import type { MatchingReply, SendMessageReply, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { makeSvip, matching } from "../../testing/encounter.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";

const DAY = 24 * 60 * 60_000;

describe.each(testDatabases)("live matching on %s", (dialect) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { encounter: { dailyAttempts: 3, countdownSeconds: 10 } } });
  });
  afterAll(() => t.close());

  /** SVIP users made inactive right away, so no fallback picks them unless a test wants it. */
  async function svips(count: number, name = "M"): Promise<TestUser[]> {
    const users: TestUser[] = [];
    for (let i = 0; i < count; i++) users.push(await addUser(t, `${name}${++n}`));
    await makeSvip(t, ...users);
    return users;
  }
  /** Moves time past every session's recent activity and every match's busy window. */
  const quiet = () => t.clock.advance(60 * 60_000);
  const send = (from: TestUser, to: { id: number }) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content: "hi", clientMsgId: `enc-${++n}-abcdefgh` }, { token: from.token });

  it("pairs two waiting SVIP members, tells the waiting one over the gateway, and lets them talk before friendship", async () => {
    const [a, b] = (await svips(2)) as [TestUser, TestUser];
    quiet();
    expect((await send(a, b)).body.msg).toBe("You can only chat with your friends.");
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const ws = await connectWs(url);
    await ws.auth(a.token);
    const first = await matching(t, a, { action: "start" });
    expect(first.body.data).toMatchObject({ state: "waiting", countdownSeconds: 10, attemptsLeft: 2, dailyAttempts: 3, allowed: true });
    const second = await matching(t, b, { action: "start" });
    expect(second.body.data).toMatchObject({ state: "matched", attemptsLeft: 2, match: { card: { userId: a.id, canTalk: true } } });
    const matched = await ws.next((f: ServerFrame) => f.type === "encounter");
    expect(matched).toMatchObject({ type: "encounter", data: { kind: "matched", match: { card: { userId: b.id } } } });
    ws.close();
    // The waiting side settles at the end of its countdown and gets the same match.
    t.clock.advance(10_000);
    const settled = await matching(t, a, { action: "settle" });
    expect(settled.body.data).toMatchObject({ state: "matched", match: { card: { userId: b.id } } });
    expect((await send(a, b)).status).toBe(200);
    expect((await send(b, a)).status).toBe(200);
    // Past matches, newest first; "Cancel" ends the match and the conversation it allowed.
    const past = await t.get<{ records: Array<{ matchId: number; card: { userId: number } }> }>("/api/bump/list2", { token: b.token });
    expect(past.body.data.records.map((r) => r.card.userId)).toEqual([a.id]);
    const matchId = past.body.data.records[0]?.matchId;
    expect((await matching(t, a, { action: "end", matchId })).status).toBe(200);
    expect((await send(b, a)).status).toBe(403);
    const again = await matching(t, a, { action: "end", matchId });
    expect(again.status).toBe(404);
    expect(again.body.msg).toBe("This match is over.");
  });

  it("never pairs the same two people twice in a day, nor across a block either way", async () => {
    const [a, b, c] = (await svips(3)) as [TestUser, TestUser, TestUser];
    quiet();
    await matching(t, a, { action: "start" });
    expect((await matching(t, b, { action: "start" })).body.data.state).toBe("matched");
    quiet();
    await matching(t, a, { action: "start" });
    expect((await matching(t, b, { action: "start" })).body.data.state).toBe("waiting");
    await matching(t, a, { action: "cancel" });
    await matching(t, b, { action: "cancel" });
    // A day later they may meet again; a block (either way) keeps them apart.
    t.clock.advance(DAY);
    quiet();
    await t.post("/api/user/block", { userId: a.id }, { token: c.token });
    await matching(t, a, { action: "start" });
    expect((await matching(t, c, { action: "start" })).body.data.state).toBe("waiting");
    t.clock.advance(10_000);
    // At the countdown's end neither falls back on the other, though both were active.
    const settledA = await matching(t, a, { action: "settle" });
    const settledC = await matching(t, c, { action: "settle" });
    expect(settledA.body.data.state === "matched" && settledA.body.data.match.card.userId === c.id).toBe(false);
    expect(settledC.body.data.state === "matched" && settledC.body.data.match.card.userId === a.id).toBe(false);
  });

  it("falls back on someone active lately when nobody waits, tells them, and gives the attempt back when nobody is around", async () => {
    quiet();
    const [a] = (await svips(1)) as [TestUser];
    // Nobody active: nobody around, the attempt is not counted.
    quiet();
    const started = await matching(t, a, { action: "start" });
    expect(started.body.data).toMatchObject({ state: "waiting", attemptsLeft: 2 });
    t.clock.advance(9_500);
    expect((await matching(t, a, { action: "settle" })).body.data).toMatchObject({ state: "nobody", attemptsLeft: 3 });
    // Someone logs in (active now, not SVIP, not waiting): the settle picks them, and they are told.
    const recent = await addUser(t, "Recent");
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const ws = await connectWs(url);
    await ws.auth(recent.token);
    await matching(t, a, { action: "start" });
    t.clock.advance(10_000);
    const settled = await matching(t, a, { action: "settle" });
    expect(settled.body.data).toMatchObject({ state: "matched", attemptsLeft: 2, match: { card: { userId: recent.id, onlineState: 1 } } });
    expect(await ws.next((f) => f.type === "encounter")).toMatchObject({ data: { kind: "matched", match: { card: { userId: a.id } } } });
    ws.close();
    // A page without the gateway learns of it from `status` for a minute.
    expect((await matching(t, recent, { action: "status" })).body.data).toMatchObject({ state: "matched", allowed: false, match: { card: { userId: a.id } } });
    t.clock.advance(61_000);
    expect((await matching(t, recent, { action: "status" })).body.data.state).toBe("idle");
  });

  it("is an SVIP privilege with a daily limit that resets at the user's midnight", async () => {
    const plain = await addUser(t, "Plain");
    const refused = await matching(t, plain, { action: "start" }, "en");
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("Matching is an SVIP privilege. Upgrade your membership to match.");
    expect((await matching(t, plain, { action: "status" })).body.data).toMatchObject({ allowed: false, attemptsLeft: 0, state: "idle" });

    const [a, ...partners] = (await svips(4)) as [TestUser, ...TestUser[]];
    quiet();
    // 23:00 in UTC+2 (tzOffset −120): the local day ends in one hour.
    const now = t.clock.now();
    t.clock.advance(Math.ceil(now / DAY) * DAY + DAY - 3 * 60 * 60_000 - now);
    const tz = { tzOffset: -120 };
    for (const partner of partners) {
      expect((await matching(t, partner, { action: "start", ...tz })).body.data.state).toBe("waiting");
      expect((await matching(t, a, { action: "start", ...tz })).body.data.state).toBe("matched");
      await matching(t, partner, { action: "cancel", ...tz });
    }
    const none = await matching(t, a, { action: "start", ...tz });
    expect(none.status).toBe(403);
    expect(none.body.msg).toBe("No more matching attempts, try again tomorrow");
    const spanish = await matching(t, a, { action: "start", ...tz }, "es");
    expect(spanish.body.msg).not.toBe("No more matching attempts, try again tomorrow");
    expect((await matching(t, a, { action: "status", ...tz })).body.data.attemptsLeft).toBe(0);
    // One hour later it is the next day where the user lives (UTC is still the same day).
    t.clock.advance(60 * 60_000 + 1);
    expect((await matching(t, a, { action: "status", ...tz })).body.data.attemptsLeft).toBe(3);
    // The day is the one the request's offset gives: in UTC it is still the day that was spent.
    expect((await matching(t, a, { action: "status" })).body.data.attemptsLeft).toBe(0);
    expect((await matching(t, a, { action: "start", ...tz })).body.data.state).toBe("waiting");
    await matching(t, a, { action: "cancel", ...tz });
  });

  it("under concurrency: 100 presses at once end in pairs, nobody twice, nobody matched with someone who left", async () => {
    quiet();
    const users = await svips(100, "C");
    quiet();
    const leavers = new Set(users.slice(0, 20).map((u) => u.id));
    const started = await Promise.all(
      users.map(async (u) => {
        const first = await matching(t, u, { action: "start" });
        return leavers.has(u.id) ? matching(t, u, { action: "cancel" }) : first;
      }),
    );
    t.clock.advance(10_000);
    const settled = await Promise.all(
      users.map(async (u, i) => {
        const r = started[i]!.body.data;
        return r.state === "waiting" ? (await matching(t, u, { action: "settle" })).body.data : r;
      }),
    );
    // A settle that met a pair still being stored answers "waiting" (its event follows); asking again gives the match.
    const final = await Promise.all(users.map(async (u, i) => (settled[i]!.state === "waiting" ? (await matching(t, u, { action: "settle" })).body.data : settled[i]!)));
    const rows = await t.database.db
      .selectFrom("encounter_matches")
      .select(["id", "user_a", "user_b", "ended_at"])
      .where("user_a", "in", users.map((u) => u.id))
      .execute();
    // The matches each user was told of by an `encounter` event.
    const told = new Set(
      (await t.database.db.selectFrom("events").select(["user_id", "data"]).where("type", "=", "encounter").where("user_id", "in", users.map((u) => u.id)).execute()).flatMap((e) => {
        const data = JSON.parse(e.data) as { kind: string; match?: { matchId: number } };
        return data.kind === "matched" && data.match ? [`${e.user_id}:${data.match.matchId}`] : [];
      }),
    );
    const seen = new Map<number, number>();
    for (const { user_a, user_b } of rows) {
      for (const id of [user_a, user_b]) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    // Nobody twice; every match is between two of the presses (nobody else was active).
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    expect(rows.every((r) => users.some((u) => u.id === r.user_b))).toBe(true);
    // A live match never holds someone who left; one that a leaver ended was theirs to end.
    for (const r of rows) {
      if (r.ended_at === null) expect(leavers.has(r.user_a) || leavers.has(r.user_b)).toBe(false);
      else expect(leavers.has(r.user_a) || leavers.has(r.user_b)).toBe(true);
    }
    // Both people of every live match were told of it by a `matched` event.
    for (const r of rows.filter((m) => m.ended_at === null)) expect([told.has(`${r.user_a}:${Number(r.id)}`), told.has(`${r.user_b}:${Number(r.id)}`)]).toEqual([true, true]);
    // Every answer agrees with the table.
    users.forEach((u, i) => {
      const r: MatchingReply = final[i]!;
      const row = rows.find((m) => m.user_a === u.id || m.user_b === u.id);
      if (r.state === "matched") expect(r.match.card.userId).toBe(row!.user_a === u.id ? row!.user_b : row!.user_a);
      // Not matched: in no match, or in one a leaver ended (this user was told by an `ended` event), or
      // in a live one whose `matched` event tells them: someone else's press stored it after this
      // user's last answer (a settle that found the pair still being stored, or a fallback that picked
      // this user, active a moment ago, after their countdown ended with "nobody").
      else if (row !== undefined && row.ended_at === null) expect(told.has(`${u.id}:${Number(row.id)}`)).toBe(true);
    });
    // Most of the 80 who stayed are paired (at most one of them can be left over with nobody).
    const stayed = users.filter((u) => !leavers.has(u.id));
    const live = (id: number) => rows.some((r) => r.ended_at === null && (r.user_a === id || r.user_b === id));
    expect(stayed.filter((u) => live(u.id) || seen.has(u.id)).length).toBeGreaterThanOrEqual(79);
  });
});
