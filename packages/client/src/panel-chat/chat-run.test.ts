import type { Incoming, OnIncoming } from "../attention/incoming.js";
import type { WalletBalance } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { createChat } from "../chat/chat.js";
import { createClientEnvironment } from "../environment.js";
import { fakeChatServer } from "../chat/testing/fake-chat-server.js";
import { createFakeTransport } from "../chat/testing/fake-transport.js";
import { demoConversation, demoFriend, demoMessage } from "../chat/testing/fixtures.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { createSendingTransport } from "../realtime/testing/sending-transport.js";
import { demoUser, fakeFetch, ok } from "../test/fake-fetch.js";
import { createChatRun } from "./chat-run.js";

const API = "http://chat.test";
const PEER = 42;
const balance: WalletBalance = { goldCoin: 12, character: 300, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };

function setup(transport = createFakeTransport(), onIncoming?: OnIncoming, open = false) {
  const me = demoUser();
  const server = fakeChatServer(
    { conversations: [demoConversation({ userId: PEER, unread_num: 2 })], unread: { applys: 1, system: 0, interact: 0 } },
    me.id,
  );
  let rowLoads = 0;
  const http = fakeFetch({
    ...server.routes,
    "GET /api/account/my-info": () => ok(me),
    "GET /api/wallet/balance": () => ok(balance),
    "POST /api/message/user-session-list": () => {
      rowLoads += 1;
      return ok(server.state.conversations);
    },
  });
  const ends: string[] = [];
  // The panel: closed until a test opens it, when its code hands over the full chat.
  const $open = atom(open);
  const loadFullChat = vi.fn(async () => ({ createChat, createClientEnvironment }));
  const events = new EventTarget();
  const run = createChatRun({
    apiBase: API,
    token: "tok-1",
    fetch: http.fetch,
    transport: () => transport,
    storage: createMemoryStorage(),
    getLocale: () => "en",
    onEnded: (reason) => ends.push(reason),
    onConflict: () => ends.push("conflict"),
    onIncoming,
    loadFullChat,
    $open,
    events,
  });
  return { run, me, server, transport, ends, $open, events, loadFullChat, rowLoads: () => rowLoads, seen: http.seen };
}

describe("a chat run (the launcher's part first)", () => {
  it("given only the launcher's code: the user, the unread total and the wallet, kept current by the socket", async () => {
    const t = setup();
    expect(await t.run.start()).toBe(true);
    expect(t.run.$user.get()?.id).toBe(t.me.id);
    const totals: number[] = [];
    const stop = t.run.chat.$unreadTotal.subscribe((total) => totals.push(total));
    expect(totals).toEqual([3]);
    expect(t.run.chat.wallet.$wallet.get()).toEqual(balance);
    // The full chat's stores are not there yet, nor its code.
    expect(() => t.run.chat.$view).toThrow(/open panel's code/);
    expect(t.loadFullChat).not.toHaveBeenCalled();

    // A message arrives over the socket: the rows are asked for again and the total follows.
    await vi.waitFor(() => expect(t.transport.current).toBeDefined());
    t.server.state.conversations = [demoConversation({ userId: PEER, unread_num: 3 })];
    const loads = t.rowLoads();
    t.transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: PEER, toUserId: t.me.id }) });
    await vi.waitFor(() => expect(totals).toEqual([3, 4]));
    expect(t.rowLoads()).toBe(loads + 1);
    t.transport.emitEvent({ type: "unread", data: { applys: 0, system: 1, interact: 0 } });
    await vi.waitFor(() => expect(totals).toEqual([3, 4, 3]));
    t.transport.emitEvent({ type: "wallet", data: { ...balance, goldCoin: 11 } });
    await vi.waitFor(() => expect(t.run.chat.wallet.$wallet.get()?.goldCoin).toBe(11));
    stop();
    t.run.stop();
  });

  it("tells each message someone sent me once, with the sender's row, while the panel is closed; my own are not told", async () => {
    const told: Incoming[] = [];
    const t = setup(createFakeTransport(), (incoming) => told.push(incoming));
    await t.run.start();
    await vi.waitFor(() => expect(t.transport.current).toBeDefined());
    await vi.waitFor(() => expect(t.rowLoads()).toBeGreaterThan(0));
    const message = demoMessage({ fromUserId: PEER, toUserId: t.me.id });
    t.transport.emitEvent({ type: "message", data: message });
    t.transport.emitEvent({ type: "message", data: message });
    t.transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: t.me.id, toUserId: PEER }) });
    await vi.waitFor(() => expect(told).toHaveLength(1));
    expect(told[0]).toMatchObject({ message: { id: message.id }, peerId: PEER, name: `User ${PEER}`, seen: false });
    t.run.stop();
  });

  it("passes on the live notices the socket brings while the panel is closed (a friend who accepted, a follower)", async () => {
    const t = setup();
    await t.run.start();
    await vi.waitFor(() => expect(t.transport.current).toBeDefined());
    const notices: unknown[] = [];
    const stop = t.run.chat.$liveNotice.listen((notice) => notices.push(notice));
    t.transport.emitEvent({ type: "friend-added", data: { ...demoFriend({ friendUserId: PEER, friendUserNickName: "Ada" }), byFriend: "accepted" } });
    t.transport.emitEvent({ type: "friend-added", data: demoFriend({ friendUserId: 43 }) });
    t.transport.emitEvent({ type: "interaction", data: { id: 1, type: 1, otherUserId: 44, otherUserVo: { nickname: "Bo", avatar: "" }, insertTime: 1 } });
    await vi.waitFor(() => expect(notices).toHaveLength(2));
    expect(notices).toEqual([
      expect.objectContaining({ kind: "friend-accepted", userId: PEER, nickname: "Ada" }),
      expect.objectContaining({ kind: "followed", userId: 44, nickname: "Bo" }),
    ]);
    stop();
    t.run.stop();
  });

  it("once the panel opens, its code hands over the full chat: the same run continues with it, and the total is not told again", async () => {
    const t = setup();
    await t.run.start();
    const totals: number[] = [];
    const wallets: unknown[] = [];
    const face = t.run.chat;
    const stops = [face.$unreadTotal.subscribe((total) => totals.push(total)), face.wallet.$wallet.subscribe((w) => wallets.push(w))];
    const opened = vi.fn();
    t.run.whenStarted(opened);
    const launcherSocket = t.transport.current;

    t.$open.set(true);
    // "Loading" until the full chat is there: its own stores, its own socket (the launcher's closed), the lists loaded.
    expect(t.run.$status.get()).toBe("loading");
    await vi.waitFor(() => expect(t.run.$status.get()).toBe("ready"));
    expect(t.loadFullChat).toHaveBeenCalledOnce();
    expect(t.run.chat.$view.get()).toEqual({ name: "list", tab: "recent" });
    await vi.waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(launcherSocket?.closed).toBe(true);
    expect(t.run.chat.$conversations.get().map((c) => c.userId)).toEqual([PEER]);
    expect(totals).toEqual([3]);
    expect(wallets).toEqual([balance]);
    // From now on the full chat's total is what the launcher and the page hear.
    t.transport.emitEvent({ type: "message", data: demoMessage({ fromUserId: PEER, toUserId: t.me.id }) });
    await vi.waitFor(() => expect(totals).toEqual([3, 4]));
    // And its live notices.
    t.transport.emitEvent({ type: "interaction", data: { id: 2, type: 3, otherUserId: PEER, otherUserVo: { nickname: "Ada", avatar: "" }, insertTime: 1, dynamicId: 7 } });
    await vi.waitFor(() => expect(face.$liveNotice.get()).toMatchObject({ kind: "liked", userId: PEER, dynamicId: 7 }));
    for (const stop of stops) stop();
    t.run.stop();
  });

  it("the handed-over chat sends over the open socket, in the UI's language, not over HTTP", async () => {
    const transport = createSendingTransport();
    const t = setup(transport);
    await t.run.start();
    t.$open.set(true);
    await vi.waitFor(() => expect(t.run.chat.$connection.get().status).toBe("online"));
    await t.run.chat.openConversation(PEER);
    t.run.chat.setDraft("from the open panel");
    void t.run.chat.send();
    await vi.waitFor(() => expect(transport.sent).toHaveLength(1));
    expect(transport.sent[0]).toMatchObject({ locale: "en", data: { toUserId: PEER, content: "from the open panel" } });
    expect(t.seen.filter((r) => r.path === "/api/message/send")).toEqual([]);
    t.run.stop();
  });

  it("with the panel closed, back online: the launcher's socket must answer a ping", async () => {
    const transport = createSendingTransport();
    const t = setup(transport);
    await t.run.start();
    await vi.waitFor(() => expect(transport.current).toBeDefined());
    await vi.waitFor(() => {
      t.events.dispatchEvent(new Event("online"));
      expect(transport.pings).toHaveLength(1);
    });
    t.run.stop();
  });

  it("a run that starts with the panel open starts with the full chat at once", async () => {
    const t = setup(createFakeTransport(), undefined, true);
    expect(await t.run.start()).toBe(true);
    expect(t.run.chat.$conversations.get()).toHaveLength(1);
    t.run.logout();
    expect(t.transport.current).toBeUndefined();
  });
});
