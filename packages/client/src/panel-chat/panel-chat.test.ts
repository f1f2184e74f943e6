import type { WalletBalance } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { createChat } from "../chat/chat.js";
import { createClientEnvironment } from "../environment.js";
import { fakeChatServer } from "../chat/testing/fake-chat-server.js";
import { createFakeTransport } from "../chat/testing/fake-transport.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { demoUser, envelope, fakeFetch, ok } from "../test/fake-fetch.js";
import { createChatRun } from "./chat-run.js";
import { createPanelChat, panelTokenKey, type PanelChatCommand, type PanelChatEvents } from "./panel-chat.js";

const API = "http://chat.test";
// Without `$open` the run loads the full chat at its start, as an open panel does.
const loadFullChat = async () => ({ createChat, createClientEnvironment });
const balance: WalletBalance = { goldCoin: 12, character: 300, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };

function setup(options: { myInfo?: () => Response; handedOver?: string | null; stored?: string } = {}) {
  const me = demoUser();
  const server = fakeChatServer({}, me.id, () => Date.now());
  const http = fakeFetch({
    ...server.routes,
    "GET /api/account/my-info": options.myInfo ?? (() => ok(me)),
    "GET /api/wallet/balance": () => ok(balance),
  });
  const transport = createFakeTransport();
  const storage = createMemoryStorage();
  if (options.stored) storage.setItem(panelTokenKey(API), options.stored);
  const handedOver = atom<string | null>(options.handedOver ?? null);
  const events: { type: keyof PanelChatEvents; detail: unknown }[] = [];
  let listener: ((command: PanelChatCommand) => void) | null = null;
  const queued: PanelChatCommand[] = [];
  const page = new EventTarget();
  const panel = createPanelChat({
    apiBase: API,
    storage,
    handedOver,
    events: page,
    createRun: (token, hooks) => createChatRun({ apiBase: API, token, fetch: http.fetch, transport: () => transport, storage, loadFullChat, ...hooks }),
    emit: (event) => events.push(event),
    onCommand(next) {
      listener = next;
      for (const command of queued.splice(0)) next(command);
      return () => {
        if (listener === next) listener = null;
      };
    },
  });
  const command = (c: PanelChatCommand) => (listener ? listener(c) : queued.push(c));
  const named = (type: keyof PanelChatEvents) => events.filter((e) => e.type === type).map((e) => e.detail);
  return { panel, handedOver, storage, transport, events, named, command, page, me, seen: http.seen };
}

describe("the panel's chat", () => {
  it("shows the login form without a token, and runs the chat of a handed-over token: loading → ready", async () => {
    const t = setup();
    t.panel.start();
    expect(t.panel.$screen.get()).toEqual({ name: "login", conflict: false });
    t.handedOver.set("tok-1");
    const screen = t.panel.$screen.get();
    expect(screen.name).toBe("chat");
    const run = t.panel.$run.get();
    expect(run?.$status.get()).toBe("loading");
    await vi.waitFor(() => expect(t.named("chat-ready")).toEqual([{ userId: t.me.id }]));
    expect(run?.$status.get()).toBe("ready");
    expect(t.named("chat-unread")).toContainEqual({ total: 0 });
    t.panel.stop();
    expect(t.panel.$run.get()).toBeNull();
  });

  it("a run stopped while its chat was starting reports no start, so the page hears nothing of it", async () => {
    // The conversation list, loaded as the chat starts, answers only after the run stopped.
    let answer: () => void = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve));
    const me = demoUser();
    const server = fakeChatServer({}, me.id, () => Date.now());
    const http = fakeFetch({
      ...server.routes,
      "GET /api/account/my-info": () => ok(me),
      "GET /api/wallet/balance": () => ok(balance),
      "POST /api/message/user-session-list": () => late.then(() => ok([])),
    });
    const transport = createFakeTransport();
    const hooks = { getLocale: () => "en", onEnded: () => undefined, onConflict: () => undefined };
    const run = createChatRun({ apiBase: API, token: "tok-1", fetch: http.fetch, transport: () => transport, storage: createMemoryStorage(), loadFullChat, ...hooks });
    const started = run.start();
    await vi.waitFor(() => expect(run.$status.get()).toBe("ready"));
    run.stop();
    answer();
    expect(await started).toBe(false);
  });

  it("reports the wallet's balances to the page", async () => {
    const t = setup({ handedOver: "tok-1" });
    t.panel.start();
    await vi.waitFor(() => expect(t.named("chat-wallet")).toContainEqual(balance));
    await vi.waitFor(() => expect(t.panel.$run.get()?.chat.$connection.get().status).toBe("online"));
    t.transport.emitEvent({ type: "wallet", data: { ...balance, goldCoin: 11 } });
    await vi.waitFor(() => expect(t.named("chat-wallet")).toContainEqual({ ...balance, goldCoin: 11 }));
    t.panel.stop();
  });

  it("tells the page each live notice, without its id", async () => {
    const t = setup({ handedOver: "tok-1" });
    t.panel.start();
    await vi.waitFor(() => expect(t.panel.$run.get()?.chat.$connection.get().status).toBe("online"));
    t.transport.emitEvent({ type: "interaction", data: { id: 1, type: 2, otherUserId: 5, otherUserVo: { nickname: "Ada", avatar: "" }, insertTime: 1, dynamicId: 3 } });
    await vi.waitFor(() => expect(t.named("chat-live-notice")).toEqual([{ kind: "commented", userId: 5, nickname: "Ada", dynamicId: 3 }]));
    t.panel.stop();
  });

  it("a failing user load is an error the user can retry", async () => {
    let fail = true;
    const t = setup({ handedOver: "tok-1", myInfo: () => (fail ? envelope(500, "down", null) : ok(demoUser())) });
    t.panel.start();
    await vi.waitFor(() => expect(t.named("chat-error")).toHaveLength(1));
    const run = t.panel.$run.get();
    expect(run?.$status.get()).toBe("error");
    fail = false;
    await run?.start();
    expect(run?.$status.get()).toBe("ready");
    t.panel.stop();
  });

  it("keeps the token of its own login form in storage, and a dead one ends the chat", async () => {
    const t = setup({ myInfo: () => envelope(401, "expired", null) });
    t.panel.start();
    t.panel.loggedIn("own-1");
    expect(t.storage.getItem(panelTokenKey(API))).toBe("own-1");
    await vi.waitFor(() => expect(t.named("chat-logout")).toContainEqual({ reason: "unauthorized" }));
    expect(t.storage.getItem(panelTokenKey(API))).toBeNull();
    expect(t.panel.$screen.get()).toEqual({ name: "login", conflict: false });
    t.panel.stop();
  });

  it("follows another tab's login through the storage event", () => {
    const t = setup();
    t.panel.start();
    const change = Object.assign(new Event("storage"), { key: panelTokenKey(API), newValue: "tab-2" });
    t.page.dispatchEvent(change);
    expect(t.panel.$screen.get().name).toBe("chat");
    t.panel.stop();
  });

  it("a handed-over token that another device replaced shows signed-out with the conflict", async () => {
    const t = setup({ handedOver: "tok-1" });
    t.panel.start();
    await vi.waitFor(() => expect(t.panel.$run.get()?.chat.$connection.get().status).toBe("online"));
    t.transport.emit({ type: "conflict" });
    await vi.waitFor(() => expect(t.panel.$screen.get()).toEqual({ name: "signed-out", conflict: true }));
    expect(t.named("chat-logout")).toContainEqual({ reason: "conflict" });
    t.panel.stop();
  });

  it("carries out the page's commands once the chat has started, and logout ends it", async () => {
    const t = setup({ stored: "own-1" });
    t.command({ kind: "showApplications" });
    t.panel.start();
    const run = t.panel.$run.get();
    await vi.waitFor(() => expect(run?.chat.$view.get()).toEqual({ name: "applications" }));
    t.command({ kind: "openGifts", userId: 2 });
    await vi.waitFor(() => expect(run?.chat.gifts.$pickerFor.get()).toBe(2));
    expect(run?.chat.$view.get()).toEqual({ name: "conversation", peerId: 2 });
    t.command({ kind: "logout" });
    expect(t.named("chat-logout")).toContainEqual({ reason: "logout" });
    expect(t.storage.getItem(panelTokenKey(API))).toBeNull();
    expect(t.panel.$screen.get().name).toBe("login");
    t.panel.stop();
  });
});
