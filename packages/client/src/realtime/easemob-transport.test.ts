import { imAccountOf, LAST_SEQ_FROM_NOW } from "@chat/protocol";
import type { ServerFrame } from "@chat/protocol";
import type { EasemobChat } from "easemob-websdk";
import { describe, expect, it, vi } from "vitest";
import { createConnection } from "./connection.js";
import { easemobTransport, type EasemobConnection, type EasemobHandlers, type EasemobModule } from "./easemob-transport.js";
import { createSeqStore } from "./seq-store.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { easemobServerToken } from "./easemob-token.js";

const ME = 7;
const PEER = 9;

/**
 * A stand-in for easemob-websdk 4.21's default export (Easemob-chat.d.ts): `new connection({appKey})`,
 * `open({user, accessToken})` resolving once logged in, `addEventHandler(id, handlers)`. Events are
 * fired through `emit` with the SDK's own body types, so a field the adapter reads but the SDK lacks
 * fails type-checking here.
 */
function fakeSdk(options: { openError?: { type: number; message: string } } = {}) {
  const connections: FakeConnection[] = [];
  class FakeConnection implements EasemobConnection {
    handlers = new Map<string, EasemobHandlers>();
    opened: { user: string; accessToken: string } | undefined;
    closed = false;
    constructor(readonly options: { appKey: string }) {
      connections.push(this);
    }
    open(parameters: { user: string; accessToken: string }): Promise<EasemobChat.LoginResult> {
      this.opened = parameters;
      if (options.openError) return Promise.reject(options.openError);
      queueMicrotask(() => this.emit("onConnected"));
      return Promise.resolve({ accessToken: parameters.accessToken } as EasemobChat.LoginResult);
    }
    addEventHandler(id: string, handler: EasemobHandlers) {
      this.handlers.set(id, handler);
    }
    removeEventHandler(id: string) {
      this.handlers.delete(id);
    }
    close() {
      this.closed = true;
    }
    readonly renewed: string[] = [];
    renewToken(token: string): Promise<EasemobChat.NewTokenResult> {
      this.renewed.push(token);
      return Promise.resolve({ status: true, token });
    }
    emit<K extends keyof EasemobHandlers>(name: K, ...args: Parameters<EasemobHandlers[K]>) {
      for (const h of [...this.handlers.values()]) (h[name] as (...a: unknown[]) => void)(...args);
    }
  }
  const module: EasemobModule = { connection: FakeConnection };
  const load = vi.fn(() => Promise.resolve(module));
  return { load, connections, last: () => connections.at(-1)! };
}

const errorEvent = (type: number, message: string) => ({ type, message }) as unknown as EasemobChat.ErrorEvent;

const text = (over: Partial<EasemobChat.TextMsgBody> = {}): EasemobChat.TextMsgBody => ({
  id: "1234567890123", chatType: "singleChat", type: "txt", from: imAccountOf(PEER), to: imAccountOf(ME),
  msg: "hello", time: 1_700_000_000_000, ext: { clientMsgId: "client-1", platform: "web" }, ...over,
});

function openTransport(sdk: ReturnType<typeof fakeSdk>, lastSeq = LAST_SEQ_FROM_NOW) {
  const frames: ServerFrame[] = [];
  const onClose = vi.fn();
  const transport = easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: sdk.load });
  const handle = transport.open({ token: "im-token", lastSeq, onFrame: (f) => frames.push(f), onClose });
  return { frames, onClose, handle, transport };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("given the Easemob transport", () => {
  it("does not load the SDK until a connection is opened, then logs in as the user's IM account", async () => {
    const sdk = fakeSdk();
    const transport = easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: sdk.load });
    expect(sdk.load).not.toHaveBeenCalled();
    transport.open({ token: "im-token", lastSeq: LAST_SEQ_FROM_NOW, onFrame: () => {}, onClose: () => {} });
    expect(sdk.load).toHaveBeenCalledTimes(1);
    await settle();
    expect(sdk.last().options).toEqual({ appKey: "org#app" });
    expect(sdk.last().opened).toEqual({ user: imAccountOf(ME), accessToken: "im-token" });
  });

  it("maps text, image and custom messages to message frames with a local increasing seq after ready", async () => {
    const sdk = fakeSdk();
    const { frames } = openTransport(sdk, 41);
    await settle();
    const conn = sdk.last();
    conn.emit("onTextMessage", text());
    conn.emit("onImageMessage", { id: "m2", type: "img", chatType: "singleChat", from: imAccountOf(PEER), to: imAccountOf(ME), url: "https://cdn/x.jpg", time: 2, ext: {} });
    conn.emit("onCustomMessage", {
      id: "m3", type: "custom", chatType: "singleChat", from: imAccountOf(PEER), to: imAccountOf(ME),
      customEvent: "gift", customExts: { id: "rose", amount: 2 }, time: 3,
    });
    conn.emit("onTextMessage", text({ id: "g1", chatType: "groupChat" }));
    expect(frames[0]).toEqual({ type: "ready", seq: 41 });
    expect(frames.slice(1).map((f) => ("seq" in f ? f.seq : -1))).toEqual([42, 43, 44]);
    expect(frames[1]).toEqual({
      type: "message", seq: 42,
      data: {
        id: "1234567890123", clientMsgId: "client-1", from: imAccountOf(PEER), to: imAccountOf(ME), fromUserId: PEER, toUserId: ME,
        chatType: "singleChat", type: "txt", msg: "hello", url: null, custom: null, time: 1_700_000_000_000,
        ext: { clientMsgId: "client-1", platform: "web" }, platform: "web", brand: "", recalled: false,
      },
    });
    expect(frames[2]).toMatchObject({ data: { id: "m2", type: "img", url: "https://cdn/x.jpg", clientMsgId: "m2", time: 2 } });
    expect(frames[3]).toMatchObject({ data: { id: "m3", type: "custom", custom: { type: "gift", id: "rose", amount: 2 } } });
  });

  it("starts the count at 0 when the browser has no seq yet", async () => {
    const sdk = fakeSdk();
    const { frames } = openTransport(sdk);
    await settle();
    sdk.last().emit("onTextMessage", text());
    expect(frames.map((f) => f.type === "ready" || f.type === "message" ? f.seq : -1)).toEqual([0, 1]);
  });

  it("maps a recall to a recall frame of the recalled message id", async () => {
    const sdk = fakeSdk();
    const { frames } = openTransport(sdk, 5);
    await settle();
    sdk.last().emit("onRecallMessage", { id: "r1", mid: "1234567890123", from: imAccountOf(PEER), to: imAccountOf(ME), ext: "" });
    expect(frames.at(-1)).toEqual({ type: "recall", seq: 6, data: { messageId: "1234567890123", fromUserId: PEER, toUserId: ME } });
  });

  it.each([206, 217, 39])("ends with conflict then close when kicked off (type %i)", async (type) => {
    const sdk = fakeSdk();
    const { frames, onClose } = openTransport(sdk);
    await settle();
    sdk.last().emit("onError", errorEvent(type, "the user is already logged on another device"));
    sdk.last().emit("onDisconnected", errorEvent(type, ""));
    expect(frames.at(-1)).toEqual({ type: "conflict" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith({ code: 4409, reason: "another device" });
    expect(sdk.last().closed).toBe(true);
  });

  it("turns a 502 rejection whose message is JSON code 105 into an out-of-coins error frame", async () => {
    const sdk = fakeSdk();
    const { frames } = openTransport(sdk);
    await settle();
    sdk.last().emit("onError", errorEvent(502, JSON.stringify({ code: 105, msg: "Insufficient gold coins!" })));
    sdk.last().emit("onError", errorEvent(502, "blocked by moderation"));
    expect(frames.filter((f) => f.type === "error")).toEqual([{ type: "error", code: 105, msg: "Insufficient gold coins!" }]);
  });

  it("closes on a plain disconnect so the connection manager reconnects, and a close stops events", async () => {
    const sdk = fakeSdk();
    const { frames, onClose, handle } = openTransport(sdk);
    await settle();
    sdk.last().emit("onDisconnected", errorEvent(16, "websocket has been disconnected"));
    expect(onClose).toHaveBeenCalledWith({ code: 1006, reason: "disconnected" });
    handle.close();
    sdk.last().emit("onTextMessage", text());
    expect(frames.filter((f) => f.type === "message")).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reports a refused login as an authentication failure", async () => {
    const sdk = fakeSdk({ openError: { type: 2, message: "auth error" } });
    const { onClose } = openTransport(sdk);
    await settle();
    expect(onClose).toHaveBeenCalledWith({ code: 4401, reason: "open failed" });
  });

  it("drives the connection manager: online, applied messages, out-of-coins hook, conflict", async () => {
    const sdk = fakeSdk();
    const applied: number[] = [];
    const onConflict = vi.fn();
    const onError = vi.fn();
    const manager = createConnection({
      transport: easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: sdk.load }),
      token: () => "im-token",
      seq: createSeqStore(createMemoryStorage(), ME),
      timers: { setTimeout: () => 0, clearTimeout: () => {}, now: () => 0, random: () => 0 },
      onEvent: (e) => applied.push(e.seq),
      onConflict,
      onUnauthorized: () => {},
      onError,
    });
    manager.start();
    await settle();
    expect(manager.$state.get()).toEqual({ status: "online" });
    sdk.last().emit("onTextMessage", text());
    sdk.last().emit("onTextMessage", text({ id: "2" }));
    expect(applied).toEqual([1, 2]);
    sdk.last().emit("onError", errorEvent(502, '{"code":105}'));
    expect(onError).toHaveBeenCalledWith({ type: "error", code: 105, msg: "" });
    sdk.last().emit("onError", errorEvent(206, "another device"));
    expect(manager.$state.get()).toEqual({ status: "conflict" });
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it("delivers a pushed message under our id once, dropping a second copy of it, and recalls it by Easemob's id", async () => {
    const sdk = fakeSdk();
    const { frames } = openTransport(sdk);
    await settle();
    const ours = "0123456789abcdef0123456789abcdef";
    sdk.last().emit("onTextMessage", text({ id: "1100000000000000001", ext: { pre_id: ours, clientMsgId: "client-1" } }));
    // The server's push retried after a crash: Easemob delivers it again under a new id.
    sdk.last().emit("onTextMessage", text({ id: "1100000000000000002", ext: { pre_id: ours, clientMsgId: "client-1" } }));
    sdk.last().emit("onTextMessage", text({ id: "1100000000000000001", ext: { pre_id: ours } }));
    const messages = frames.filter((f) => f.type === "message");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ data: { id: ours, clientMsgId: "client-1", msg: "hello" } });
    sdk.last().emit("onRecallMessage", { id: "r1", mid: "1100000000000000001", from: imAccountOf(PEER), to: imAccountOf(ME), ext: "" });
    expect(frames.at(-1)).toMatchObject({ type: "recall", data: { messageId: ours } });
    // A gift as our server pushes it: customExts of strings.
    sdk.last().emit("onCustomMessage", {
      id: "1100000000000000003", type: "custom", chatType: "singleChat", from: imAccountOf(PEER), to: imAccountOf(ME),
      customEvent: "gift", customExts: { type: "gift", id: "rose", amount: "2", note: "for you" }, time: 4, ext: { pre_id: "fedcba9876543210fedcba9876543210", type: "gift" },
    });
    expect(frames.at(-1)).toMatchObject({ type: "message", data: { id: "fedcba9876543210fedcba9876543210", custom: { type: "gift", id: "rose", amount: 2, note: "for you" } } });
    // A voice message as our server pushes it: an audio message again, with its URL and duration.
    sdk.last().emit("onCustomMessage", {
      id: "1100000000000000004", type: "custom", chatType: "singleChat", from: imAccountOf(PEER), to: imAccountOf(ME),
      customEvent: "audio", customExts: { type: "audio", url: "https://chat.example/files/a.webm", duration: "2" }, time: 5, ext: { pre_id: "abcdef0123456789abcdef0123456789", type: "audio" },
    });
    expect(frames.at(-1)).toMatchObject({ type: "message", data: { id: "abcdef0123456789abcdef0123456789", type: "audio", url: "https://chat.example/files/a.webm", duration: 2, custom: null } });
  });

  it("logs in with a token from our server's endpoint and renews it there when the SDK says it will expire", async () => {
    const sdk = fakeSdk();
    const calls: { url: string; authorization: string }[] = [];
    let n = 0;
    const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), authorization: new Headers(init?.headers).get("authorization") ?? "" });
      const body = { code: 200, msg: "ok", data: { imAccount: imAccountOf(ME), accessToken: `easemob-user-${++n}`, expiresAt: 0, appKey: "org#app" } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
    });
    const transport = easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: sdk.load, accessToken: easemobServerToken({ apiBase: "https://chat.example/", fetch }) });
    const onClose = vi.fn();
    transport.open({ token: "session-token", lastSeq: LAST_SEQ_FROM_NOW, onFrame: () => {}, onClose });
    await vi.waitFor(() => expect(sdk.last().opened).toEqual({ user: imAccountOf(ME), accessToken: "easemob-user-1" }));
    expect(calls[0]).toEqual({ url: "https://chat.example/api/easemob/token", authorization: "Bearer session-token" });
    sdk.last().emit("onTokenWillExpire");
    await vi.waitFor(() => expect(sdk.last().renewed).toEqual(["easemob-user-2"]));
    sdk.last().emit("onTokenExpired");
    await vi.waitFor(() => expect(sdk.last().renewed).toEqual(["easemob-user-2", "easemob-user-3"]));
    expect(calls).toHaveLength(3);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("signs out when our server refuses the session, and reconnects when a renewal fails", async () => {
    const refused = fakeSdk();
    const unauthorized = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ code: 401, msg: "Unauthorized", data: null }), { status: 401 })));
    const onClose = vi.fn();
    easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: refused.load, accessToken: easemobServerToken({ apiBase: "https://chat.example", fetch: unauthorized }) })
      .open({ token: "dead", lastSeq: LAST_SEQ_FROM_NOW, onFrame: () => {}, onClose });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledWith({ code: 4401, reason: "open failed" }));
    expect(refused.connections).toHaveLength(0);

    const sdk = fakeSdk();
    let up = true;
    const flaky = vi.fn(() => Promise.resolve(up ? new Response(JSON.stringify({ code: 200, msg: "ok", data: { accessToken: "t1" } }), { status: 200 }) : new Response("{}", { status: 503 })));
    const closed = vi.fn();
    easemobTransport({ appKey: "org#app", imAccount: () => imAccountOf(ME), load: sdk.load, accessToken: easemobServerToken({ apiBase: "https://chat.example", fetch: flaky }) })
      .open({ token: "live", lastSeq: LAST_SEQ_FROM_NOW, onFrame: () => {}, onClose: closed });
    await vi.waitFor(() => expect(sdk.last().opened?.accessToken).toBe("t1"));
    up = false;
    sdk.last().emit("onTokenWillExpire");
    await vi.waitFor(() => expect(closed).toHaveBeenCalledWith({ code: 1006, reason: "token renewal failed" }));
  });
});
