import { describe, expect, it } from "vitest";
import { demoConversation, demoFriend, demoMessage, demoPublicUser } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createConversations } from "./conversations.js";

const ME = 7;

describe("the conversations store", () => {
  it("counts a new message once, not mine and not the open one", async () => {
    const { api } = apiWith({ "POST /api/message/user-session-list": () => ok([demoConversation({ userId: 2, unread_num: 0 })]), "GET /api/service/im-account": () => envelope(404, "Not found.", null) });
    const conversations = createConversations({ api, friendOf: () => undefined });
    await conversations.load();
    const incoming = demoMessage({ id: "m1", fromUserId: 2, toUserId: ME, time: Date.now() });
    expect(conversations.isNew("m1")).toBe(true);
    conversations.noteMessage(incoming, 2, { fromMe: false, open: false });
    conversations.noteMessage(incoming, 2, { fromMe: false, open: false });
    expect(conversations.isNew("m1")).toBe(false);
    expect(conversations.rowOf(2)?.unread_num).toBe(1);
    conversations.noteMessage(demoMessage({ id: "m2", fromUserId: 2, toUserId: ME, time: Date.now() + 1 }), 2, { fromMe: false, open: true });
    expect(conversations.rowOf(2)?.unread_num).toBe(1);
    conversations.setUnread(2, 0);
    expect(conversations.rowOf(2)?.unread_num).toBe(0);
  });

  it("a row removed while the list is on its way (a block in another tab) does not come back with it; a later load brings it", async () => {
    const gate: { open?: () => void } = {};
    const release = () => gate.open?.();
    const { api } = apiWith({
      "POST /api/message/user-session-list": async () => {
        await new Promise<void>((resolve) => (gate.open = resolve));
        return ok([demoConversation({ userId: 2 }), demoConversation({ userId: 5 })]);
      },
      "GET /api/service/im-account": () => envelope(404, "Not found.", null),
    });
    const conversations = createConversations({ api, friendOf: () => undefined });
    const loading = conversations.load();
    await expect.poll(() => gate.open).toBeTypeOf("function");
    conversations.remove(2);
    release();
    await loading;
    expect(conversations.$conversations.get().map((c) => c.userId)).toEqual([5]);
    delete gate.open;
    const again = conversations.load();
    await expect.poll(() => gate.open).toBeTypeOf("function");
    release();
    await again;
    expect(conversations.$conversations.get().map((c) => c.userId).sort()).toEqual([2, 5]);
  });

  it("a reload drops a row the server no longer lists (blocked while no socket was open) but keeps rows that events brought in meanwhile and rows opened without a message", async () => {
    const gate: { open?: () => void } = {};
    let lists = [[demoConversation({ userId: 2 }), demoConversation({ userId: 5 })], [demoConversation({ userId: 5 })]];
    const { api } = apiWith({
      "POST /api/message/user-session-list": async () => {
        const [list = [], ...rest] = lists;
        lists = rest;
        if (rest.length === 0) await new Promise<void>((resolve) => (gate.open = resolve));
        return ok(list);
      },
      "GET /api/service/im-account": () => envelope(404, "Not found.", null),
      "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 9 }) }),
    });
    const conversations = createConversations({ api, friendOf: () => undefined });
    await conversations.load();
    await conversations.bringToTop(8, { nickname: "Opened", avatar: "" });
    const loading = conversations.load();
    await expect.poll(() => gate.open).toBeTypeOf("function");
    conversations.noteMessage(demoMessage({ id: "new", fromUserId: 9, toUserId: ME, time: Date.now() }), 9, { fromMe: false, open: false });
    gate.open?.();
    await loading;
    expect(conversations.$conversations.get().map((c) => c.userId).sort()).toEqual([5, 8, 9]);
  });

  it("adds a row for a stranger's message with a friend's name, then the server's details", async () => {
    const { api } = apiWith({ "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 3, nickname: "Cleo" }) }) });
    const conversations = createConversations({ api, friendOf: (id) => (id === 3 ? demoFriend({ friendUserId: 3, friendUserNickName: "Cle" }) : undefined) });
    conversations.noteMessage(demoMessage({ id: "m3", fromUserId: 3, toUserId: ME }), 3, { fromMe: false, open: false });
    expect(conversations.rowOf(3)?.nickname).toBe("Cle");
    await expect.poll(() => conversations.rowOf(3)?.nickname).toBe("Cleo");
  });

  it("shows a remark and puts the old name back", () => {
    const conversations = createConversations({ api: apiWith({}).api, friendOf: () => undefined });
    conversations.noteMessage(demoMessage({ id: "m4", fromUserId: ME, toUserId: 4 }), 4, { fromMe: true, open: false });
    const before = conversations.setRemark(4, "Dee");
    expect(conversations.rowOf(4)).toMatchObject({ remark: "Dee", isRemark: true });
    conversations.restoreRemark(before);
    expect(conversations.rowOf(4)?.remark).toBe(before?.remark);
    conversations.reset();
    expect(conversations.$conversations.get()).toEqual([]);
  });
});
