import type { EncounterCard, EncounterMatch, MatchingReply } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { createMemoryTabs } from "../chat/testing/memory-tabs.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createEncounter } from "./encounter.js";

const card = (userId: number, extra: Partial<EncounterCard> = {}): EncounterCard => ({
  userId,
  account: String(userId + 100000),
  nickname: `User ${userId}`,
  avatar: "",
  avatarThumb: "",
  vipLevel: 0,
  gender: 1,
  age: 30,
  region: "ES",
  languages: ["es"],
  tags: ["tea"],
  onlineState: 1,
  canTalk: false,
  ...extra,
});
const match = (userId: number, matchId = 1): EncounterMatch => ({ matchId, card: card(userId, { canTalk: true }), matchedAt: 1 });
const quota = { attemptsLeft: 5, dailyAttempts: 20, allowed: true };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the card stack", () => {
  it("loads the top cards, passes one with Next, and follows", async () => {
    const { api, seen } = apiWith({
      "GET /api/bump/list": () => ok({ records: [card(1), card(2), card(3), card(4)], total: 4 }),
      "POST /api/bump/next": () => ok(null),
      "POST /api/user/follow": () => ok({ follow: true, fans: 1 }),
    });
    const { stack } = createEncounter({ api });
    await stack.load();
    expect(stack.$state.get().cards?.map((c) => c.userId)).toEqual([1, 2, 3, 4]);
    await stack.next(1);
    expect(seen.find((r) => r.path === "/api/bump/next")?.body).toEqual({ userId: 1 });
    expect(stack.$state.get().cards?.map((c) => c.userId)).toEqual([2, 3, 4]);
    expect(await stack.follow(3)).toBe(true);
    expect(stack.$state.get().followed).toEqual([3]);
  });
});

describe("Say hi", () => {
  function setup(addFriend: () => Response) {
    const { api, seen } = apiWith({
      "GET /api/bump/list": () => ok({ records: [card(1), card(2, { canTalk: true }), card(3), card(4)], total: 4 }),
      "POST /api/bump/next": () => ok(null),
      "POST /api/friend/add-friend": addFriend,
      "POST /api/message/send": () => ok({ messageId: "m1", message: {} }),
    });
    const encounter = createEncounter({ api, newId: () => "greeting-1" });
    const sent = () => seen.filter((r) => r.path === "/api/message/send").map((r) => r.body);
    return { stack: encounter.stack, seen, sent };
  }

  it("sends the greeting as a message when a match allows talking, and keeps the card", async () => {
    const { stack, sent } = setup(() => ok({ status: "applied", applyId: 1 }));
    await stack.load();
    expect(await stack.sayHi(card(2, { canTalk: true }), "Hello!")).toEqual({ outcome: "sent", befriended: false });
    expect(sent()).toEqual([{ toUserId: 2, messageType: "txt", content: "Hello!", platform: "Web", clientMsgId: "greeting-1" }]);
  });

  it("asks for friendship with the greeting when they may not be messaged yet, and the card leaves", async () => {
    const { stack, seen, sent } = setup(() => ok({ status: "applied", applyId: 9 }));
    await stack.load();
    expect(await stack.sayHi(card(1), "Hello!")).toEqual({ outcome: "requested" });
    expect(seen.find((r) => r.path === "/api/friend/add-friend")?.body).toEqual({ userId: 1, note: "Hello!" });
    expect(sent()).toEqual([]);
    expect(stack.$state.get().cards?.map((c) => c.userId)).not.toContain(1);
  });

  it("sends the greeting as a message once an open profile made them a friend at once", async () => {
    const { stack, sent } = setup(() => ok({ status: "added", applyId: null }));
    await stack.load();
    expect(await stack.sayHi(card(3), "Hello!")).toEqual({ outcome: "sent", befriended: true });
    expect(sent()).toHaveLength(1);
  });

  it("says why it was refused; a block takes the card off, a passing failure does not", async () => {
    const blocked = setup(() => envelope(403, "You cannot add this user as a friend.", null));
    await blocked.stack.load();
    expect(await blocked.stack.sayHi(card(1), "Hi")).toEqual({ outcome: "refused", reason: "You cannot add this user as a friend." });
    expect(blocked.stack.$state.get().cards?.map((c) => c.userId)).not.toContain(1);

    const busy = setup(() => envelope(429, "Too many requests", null));
    await busy.stack.load();
    expect(await busy.stack.sayHi(card(1), "Hi")).toEqual({ outcome: "refused", reason: "Too many requests" });
    expect(busy.stack.$state.get().cards?.map((c) => c.userId)).toContain(1);
  });
});

describe("the stack, live", () => {
  const full = () =>
    apiWith({
      "GET /api/bump/list": () => ok({ records: [card(1), card(2), card(3), card(4), card(5)], total: 5 }),
    });

  it("drops a new friend, a person I blocked and one I passed elsewhere; an unblock or other news changes nothing", async () => {
    const encounter = createEncounter({ api: full().api });
    await encounter.stack.load();
    encounter.apply({ type: "friend-added", seq: 1, data: { friendUserId: 1, friendUserNickName: "User 1", friendUserAvatar: "", friendRemarkName: "", firstLetter: "U", insertTime: 1, imAccount: "u1", onlineState: 0 } });
    encounter.apply({ type: "block", seq: 2, data: { userId: 2, blocked: true } });
    encounter.apply({ type: "encounter", seq: 3, data: { kind: "passed", userId: 3 } });
    encounter.apply({ type: "block", seq: 4, data: { userId: 4, blocked: false } });
    encounter.apply({ type: "encounter", seq: 5, data: { kind: "ended", matchId: 4 } });
    expect(encounter.stack.$state.get().cards?.map((c) => c.userId)).toEqual([4, 5]);
  });

  it("hears the events the chat's leading tab forwards on the tab channel", async () => {
    const tabs = createMemoryTabs();
    const encounter = createEncounter({ api: full().api });
    await encounter.stack.load();
    const stop = encounter.listen(tabs.channel());
    const leader = tabs.channel();
    leader.post({ tabs: "heartbeat", id: "a" });
    leader.post({ tabs: "data", id: "a", data: { kind: "state", state: { status: "online" } } });
    leader.post({ tabs: "data", id: "a", data: { kind: "event", event: { type: "block", seq: 8, data: { userId: 5, blocked: true } } } });
    await flush();
    expect(encounter.stack.$state.get().cards?.map((c) => c.userId)).toEqual([1, 2, 3, 4]);
    stop();
    leader.post({ tabs: "data", id: "a", data: { kind: "event", event: { type: "block", seq: 9, data: { userId: 4, blocked: true } } } });
    await flush();
    expect(encounter.stack.$state.get().cards).toHaveLength(4);
  });
});

describe("live matching", () => {
  function setup(answers: Record<string, () => MatchingReply | Response>) {
    const calls: string[] = [];
    const { api, seen } = apiWith({
      "POST /api/bump/matching": (request) => {
        const action = (request.body as { action: string }).action;
        calls.push(action);
        const answer = answers[action]?.() ?? { ...quota, state: "idle" };
        return answer instanceof Response ? answer : ok(answer);
      },
    });
    const timers = createManualTimers();
    const encounter = createEncounter({ api, ...timers, tzOffset: () => -60 });
    return { matching: encounter.matching, timers, calls, seen };
  }

  it("counts down, settles at the end and shows the match; Continue gives the user to talk to", async () => {
    let paired = false;
    const { matching, timers, calls, seen } = setup({
      start: () => ({ ...quota, state: "waiting", deadline: 0, countdownSeconds: 5 }),
      settle: () => (paired ? { ...quota, attemptsLeft: 4, state: "matched", match: match(7) } : { ...quota, state: "waiting", deadline: 0, countdownSeconds: 3 }),
    });
    await matching.match();
    expect(matching.$view.get()).toEqual({ name: "counting", secondsLeft: 5 });
    expect((seen.at(-1)?.body as { tzOffset: number }).tzOffset).toBe(-60);
    timers.advance(1000);
    expect(matching.$view.get()).toEqual({ name: "counting", secondsLeft: 4 });
    timers.advance(1000);
    await flush();
    expect(calls).toEqual(["status", "start", "settle"]);
    paired = true;
    timers.advance(2000);
    await flush();
    expect(matching.$view.get()).toMatchObject({ name: "matched", match: { card: { userId: 7 } } });
    expect(matching.$quota.get().attemptsLeft).toBe(4);
    expect(matching.proceed()).toBe(7);
    expect(matching.$view.get()).toEqual({ name: "idle" });
  });

  it("tells when nobody is around, and Cancel leaves the countdown", async () => {
    const { matching, timers, calls } = setup({
      start: () => ({ ...quota, state: "waiting", deadline: 0, countdownSeconds: 1 }),
      settle: () => ({ ...quota, state: "nobody" }),
    });
    await matching.match();
    timers.advance(1000);
    await flush();
    expect(matching.$view.get()).toEqual({ name: "nobody" });
    matching.dismiss();
    await matching.match();
    await matching.cancel();
    expect(matching.$view.get()).toEqual({ name: "idle" });
    expect(calls.at(-1)).toBe("cancel");
    expect(timers.pending()).toBe(0);
  });

  it("offers the membership to non-SVIP members without starting, and shows the server's text when no attempts are left", async () => {
    const plain = setup({ status: () => ({ attemptsLeft: 0, dailyAttempts: 20, allowed: false, state: "idle" }) });
    await plain.matching.match();
    expect(plain.matching.$view.get()).toEqual({ name: "offer" });
    expect(plain.calls).toEqual(["status"]);

    let left = 1;
    const svip = setup({
      status: () => ({ ...quota, attemptsLeft: left, state: "idle" }),
      start: () => {
        left = 0;
        return envelope(403, "No more matching attempts, try again tomorrow", null);
      },
    });
    await svip.matching.match();
    expect(svip.matching.$view.get()).toEqual({ name: "limit", message: "No more matching attempts, try again tomorrow" });
  });

  it("a status poll shows a match made for the user once, and Cancel on the match ends it", async () => {
    const { matching, timers, calls, seen } = setup({ status: () => ({ ...quota, state: "matched", match: match(8, 3) }) });
    const stop = matching.watch(10_000);
    timers.advance(10_000);
    await flush();
    expect(matching.$view.get()).toMatchObject({ name: "matched", match: { matchId: 3 } });
    await matching.end();
    expect(seen.at(-1)?.body).toMatchObject({ action: "end", matchId: 3 });
    timers.advance(10_000);
    await flush();
    expect(matching.$view.get()).toEqual({ name: "idle" });
    expect(calls.filter((c) => c === "status")).toHaveLength(2);
    stop();
  });
});
