import type { InteractionRecord } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { envelope, ok } from "../test/fake-fetch.js";
import { demoConversation, demoFriend } from "./testing/fixtures.js";
import { createTestChat, type TestChatOptions } from "./testing/test-chat.js";

async function started(options: TestChatOptions = {}) {
  const t = createTestChat(options);
  await t.chat.start();
  return t;
}

describe("contacts and remarks", () => {
  const friends = [
    demoFriend({ friendUserId: 2, firstLetter: "B", friendUserNickName: "Bea" }),
    demoFriend({ friendUserId: 3, firstLetter: "#", friendUserNickName: "42" }),
    demoFriend({ friendUserId: 4, firstLetter: "A", friendUserNickName: "Al" }),
  ];

  it("groups friends by first letter with # last", async () => {
    const { chat } = await started({ friends });
    expect(chat.$contacts.get().map((g) => [g.letter, g.friends.map((f) => f.friendUserId)])).toEqual([["A", [4]], ["B", [2]], ["#", [3]]]);
  });

  it("renames at once and keeps the name when the server agrees", async () => {
    const { chat, seen } = await started({ friends, conversations: [demoConversation({ userId: 2 })] });
    const saving = chat.renameRemark(2, "Aunt Bea");
    expect(chat.$contacts.get().flatMap((g) => g.friends).find((f) => f.friendUserId === 2)?.friendRemarkName).toBe("Aunt Bea");
    expect(chat.$conversations.get()[0]).toMatchObject({ remark: "Aunt Bea", isRemark: true });
    expect(await saving).toBe(true);
    expect(seen.find((r) => r.path === "/api/friend/updateRemarkName")?.body).toEqual({ friendUserId: 2, friendRemarkName: "Aunt Bea" });
  });

  it("reverts to the old name when saving fails", async () => {
    const { chat } = await started({
      friends,
      conversations: [demoConversation({ userId: 2 })],
      routes: { "POST /api/friend/updateRemarkName": () => envelope(500, "No", null) },
    });
    expect(await chat.renameRemark(2, "Aunt Bea")).toBe(false);
    expect(chat.$contacts.get().flatMap((g) => g.friends).find((f) => f.friendUserId === 2)?.friendRemarkName).toBe("");
    expect(chat.$conversations.get()[0]).toMatchObject({ remark: "", isRemark: false });
  });
});

describe("the Recent tab's side lists", () => {
  it("approves and rejects applications, then refreshes the unread summary and friends", async () => {
    let applys = 2;
    const { chat, seen } = await started({
      applications: [
        { applyId: 1, userId: 5, nickname: "E", avatar: "", note: "", status: null, insertTime: 1 },
        { applyId: 2, userId: 6, nickname: "F", avatar: "", note: "", status: null, insertTime: 2 },
      ],
      routes: {
        "GET /api/message/unread-message": () => ok({ applys, system: 0, interact: 0 }),
        "GET /api/friend/apply-deal": () => ((applys -= 1), ok(null)),
      },
    });
    expect(chat.$unreadTotal.get()).toBe(2);
    await chat.openApplications();
    expect(chat.$view.get()).toEqual({ name: "applications" });
    await chat.answerApplication(1, true);
    await chat.answerApplication(2, false);
    expect(chat.$applications.get().map((a) => a.status)).toEqual([1, 0]);
    expect(chat.$unreadTotal.get()).toBe(0);
    expect(seen.filter((r) => r.path.startsWith("/api/friend/apply-deal")).map((r) => r.path)).toEqual([
      "/api/friend/apply-deal?applyId=1&status=1",
      "/api/friend/apply-deal?applyId=2&status=0",
    ]);
  });

  it("opening announcements shows them and clears the system count", async () => {
    const { chat } = await started({ announcements: [{ id: 1, content: "Welcome", insertTime: 1 }], unread: { applys: 0, system: 1, interact: 0 } });
    await chat.openAnnouncements();
    expect(chat.$announcements.get()).toEqual([{ id: 1, content: "Welcome", insertTime: 1 }]);
    expect(chat.$unreadSummary.get().system).toBe(0);
  });

  it("pages interactions until all are loaded", async () => {
    const interactions: InteractionRecord[] = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1, type: 1 + (i % 5), otherUserId: 2, otherUserVo: { nickname: "B", avatar: "" }, insertTime: i,
    }));
    const { chat } = await started({ interactions, unread: { applys: 0, system: 0, interact: 3 } });
    await chat.openInteractions();
    expect(chat.$interactions.get()).toMatchObject({ hasMore: true, loading: false });
    expect(chat.$interactions.get().items).toHaveLength(20);
    expect(chat.$unreadSummary.get().interact).toBe(0);
    await chat.loadMoreInteractions();
    expect(chat.$interactions.get().items.map((r) => r.id)).toEqual(interactions.map((r) => r.id));
    expect(chat.$interactions.get().hasMore).toBe(false);
  });

  it("loads complaint reasons and files a complaint, or returns the server's reason", async () => {
    let refuse = false;
    const { chat, seen } = await started({
      complaintReasons: [{ id: 1, reason: "Spam", type: 1 }],
      routes: { "POST /api/complain/add_complain": () => (refuse ? envelope(400, "You cannot report yourself.", null) : ok(null)) },
    });
    await chat.loadComplaintReasons();
    expect(chat.$complaintReasons.get()).toEqual([{ id: 1, reason: "Spam", type: 1 }]);
    const input = { type: 1, notes: "sells things", beComplainedAccount: "100002" };
    expect(await chat.fileComplaint(input)).toEqual({ ok: true });
    expect(seen.find((r) => r.path === "/api/complain/add_complain")?.body).toEqual(input);
    refuse = true;
    expect(await chat.fileComplaint(input)).toEqual({ ok: false, error: "You cannot report yourself." });
  });
});

describe("before start and after stop", () => {
  it("actions do nothing and stop forgets the run's data", async () => {
    const t = createTestChat({ conversations: [demoConversation({ userId: 2, unread_num: 1 })] });
    await t.chat.openConversation(2);
    expect(t.seen).toEqual([]);
    await t.chat.start();
    expect(t.chat.$unreadTotal.get()).toBe(1);
    t.chat.stop();
    expect(t.chat.$conversations.get()).toEqual([]);
    expect(t.chat.$connection.get()).toEqual({ status: "idle" });
    expect(t.transport.connections.every((c) => c.closed)).toBe(true);
  });
});
