import type { InteractionRecord } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { demoFriend, demoPublicUser } from "../chat/testing/fixtures.js";
import { createTestChat } from "../chat/testing/test-chat.js";
import { liveNoticeOf } from "./live-notices.js";

const ADA = 5;
const record = (type: number, extra: Partial<InteractionRecord> = {}): InteractionRecord => ({
  id: 1,
  type,
  otherUserId: ADA,
  otherUserVo: { nickname: "Ada", avatar: "" },
  insertTime: 1,
  ...extra,
});

async function started() {
  const t = createTestChat({ users: [demoPublicUser({ id: ADA, nickname: "Ada", isFriend: false })] });
  await t.chat.start();
  await vi.waitFor(() => expect(t.chat.$connection.get()).toEqual({ status: "online" }));
  return t;
}

describe("given a started chat, with Ada's card open after I asked her to be friends", () => {
  it("when Ada accepts: the contacts gain her, her card offers Send message, and a notice says so", async () => {
    const { chat, transport } = await started();
    await chat.openProfile(ADA);
    expect(await chat.friends.addFriend(ADA)).toEqual({ ok: true, outcome: "applied" });
    expect(chat.friends.$actions.get()[ADA]).toEqual({ status: "requested" });

    transport.emitEvent({ type: "friend-added", data: { ...demoFriend({ friendUserId: ADA, friendUserNickName: "Ada", firstLetter: "A" }), byFriend: "accepted" } });
    expect(chat.$contacts.get()).toEqual([{ letter: "A", friends: [expect.objectContaining({ friendUserId: ADA, friendUserNickName: "Ada" })] }]);
    expect(chat.$profile.get().profile).toMatchObject({ id: ADA, isFriend: true });
    expect(chat.friends.$actions.get()[ADA]).toBeUndefined();
    expect(chat.$liveNotice.get()).toMatchObject({ kind: "friend-accepted", userId: ADA, nickname: "Ada" });
  });

  it("a friendship I made myself (another tab) updates the same, with no notice", async () => {
    const { chat, transport } = await started();
    await chat.openProfile(ADA);
    transport.emitEvent({ type: "friend-added", data: demoFriend({ friendUserId: ADA, friendUserNickName: "Ada" }) });
    expect(chat.$profile.get().profile?.isFriend).toBe(true);
    expect(chat.$liveNotice.get()).toBeNull();
  });

  it("a follower, a like and a comment: each a notice, and the unread event beside it moves the interaction count", async () => {
    const { chat, transport } = await started();
    transport.emitEvent({ type: "interaction", data: record(1) });
    expect(chat.$liveNotice.get()).toMatchObject({ kind: "followed", userId: ADA, nickname: "Ada" });
    transport.emitEvent({ type: "unread", data: { applys: 0, system: 0, interact: 1 } });
    expect(chat.$unreadSummary.get().interact).toBe(1);
    transport.emitEvent({ type: "interaction", data: record(3, { id: 2, dynamicId: 9 }) });
    expect(chat.$liveNotice.get()).toMatchObject({ kind: "liked", dynamicId: 9 });
    transport.emitEvent({ type: "interaction", data: record(2, { id: 3, dynamicId: 9 }) });
    expect(chat.$liveNotice.get()).toMatchObject({ kind: "commented", dynamicId: 9 });
  });
});

describe("liveNoticeOf", () => {
  it("reads a notice from a friendship made by the other side and from interactions, nothing from the rest", () => {
    const friend = demoFriend({ friendUserId: ADA, friendUserNickName: "Ada" });
    expect(liveNoticeOf({ type: "friend-added", seq: 4, data: { ...friend, byFriend: "added" } })).toEqual({ id: 4, kind: "friend-added", userId: ADA, nickname: "Ada" });
    expect(liveNoticeOf({ type: "friend-added", seq: 5, data: friend })).toBeNull();
    expect(liveNoticeOf({ type: "interaction", seq: 6, data: record(5, { dynamicId: 2 }) })).toEqual({ id: 6, kind: "replied", userId: ADA, nickname: "Ada", dynamicId: 2 });
    // A visit moves the count only.
    expect(liveNoticeOf({ type: "interaction", seq: 7, data: record(4) })).toBeNull();
    expect(liveNoticeOf({ type: "unread", seq: 8, data: { applys: 0, system: 0, interact: 1 } })).toBeNull();
  });
});
