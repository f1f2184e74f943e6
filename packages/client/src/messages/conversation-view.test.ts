import type { ChatMessage } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { demoMessage } from "../chat/testing/fixtures.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { apiWith } from "../test/api-with.js";
import { createApiClient } from "../api/api-client.js";
import { demoUser, fakeFetch, ok } from "../test/fake-fetch.js";
import { createConversationView } from "./conversation-view.js";
import { createMessageCache } from "./message-cache.js";

const ME = 7;

function viewWith(routes: Parameters<typeof apiWith>[0]) {
  const cache = createMessageCache(createMemoryStorage(), ME);
  const { api, seen } = apiWith(routes);
  const view = createConversationView({ api, me: () => demoUser(), cache: () => cache });
  return { view, cache, seen };
}

const page = (messages: ChatMessage[], nextCursor: string | null) => ok({ messages, nextCursor });

describe("the open conversation", () => {
  it("shows the cache at once, then the newest page, then older pages by cursor until none remain", async () => {
    const cached = demoMessage({ time: 1 });
    const newest = demoMessage({ time: 3 });
    const older = demoMessage({ time: 2 });
    const { view, cache, seen } = viewWith({
      "GET /api/message/history": (r) => (new URL(`http://x${r.path}`).searchParams.get("cursor") ? page([older], null) : page([newest], "c1")),
    });
    cache.merge(2, [cached]);
    view.show(2, []);
    expect(view.$active.get()?.messages.map((m) => m.id)).toEqual([cached.id]);
    await view.loadNewest(2);
    expect(view.$active.get()).toMatchObject({ peerId: 2, hasOlder: true, loadingOlder: false });
    await view.loadOlder();
    expect(view.$active.get()?.messages.map((m) => m.id)).toEqual([cached.id, older.id, newest.id]);
    expect(view.$active.get()?.hasOlder).toBe(false);
    expect(seen.filter((r) => r.path.startsWith("/api/message/history"))).toHaveLength(2);
    expect(cache.read(2).map((m) => m.id)).toEqual([cached.id, older.id, newest.id]);
  });

  it("sends the history request before a render that showing the view queues", async () => {
    const order: string[] = [];
    const http = fakeFetch({ "GET /api/message/history": () => page([], null) });
    const fetch: typeof globalThis.fetch = (input, init) => (order.push("request leaves"), http.fetch(input, init));
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch, onUnauthorized: () => {} });
    const cache = createMessageCache(createMemoryStorage(), ME);
    const view = createConversationView({ api, me: () => demoUser(), cache: () => cache });
    // A UI binding renders in a microtask after the store changes (as preact and React do).
    view.$active.listen(() => queueMicrotask(() => order.push("render")));
    await view.open(2, []);
    expect(order.slice(0, 2)).toEqual(["request leaves", "render"]);
    expect(view.$active.get()).toMatchObject({ peerId: 2, hasOlder: false });
  });

  it("asks for no older page before the newest is in (a short view asks for more at once)", async () => {
    const { view, seen } = viewWith({ "GET /api/message/history": (r) => page([demoMessage({ time: r.path.includes("cursor") ? 1 : 2 })], "c1") });
    const opening = view.open(2, []);
    await view.loadOlder();
    await opening;
    expect(seen.map((r) => r.path)).toEqual(["/api/message/history?userId=2&pageSize=20"]);
    await view.loadOlder();
    expect(seen.map((r) => r.path)).toEqual(["/api/message/history?userId=2&pageSize=20", "/api/message/history?userId=2&cursor=c1&pageSize=20"]);
  });

  it("opens with the page asked for on the press before the click, and asks again for another peer or after a while", async () => {
    const { view, seen } = viewWith({ "GET /api/message/history": () => page([demoMessage({ time: 2 })], null) });
    const newest = "/api/message/history?userId=2&pageSize=20";
    view.prefetch(2);
    view.prefetch(2);
    await view.open(2, []);
    expect(seen.map((r) => r.path)).toEqual([newest]);
    expect(view.$active.get()?.messages).toHaveLength(1);

    view.prefetch(3);
    await view.open(2, []);
    expect(seen.map((r) => r.path)).toEqual([newest, "/api/message/history?userId=3&pageSize=20", newest]);

    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      view.close();
      view.prefetch(2);
      vi.setSystemTime(Date.now() + 60_000);
      await view.open(2, []);
      expect(seen.filter((r) => r.path === newest)).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a page that answers after the user moved on", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const late = demoMessage({ time: 5 });
    const { view, cache } = viewWith({ "GET /api/message/history": async () => (await gate, page([late], null)) });
    view.show(2, []);
    const loading = view.loadNewest(2);
    view.close();
    release();
    await loading;
    expect(view.$active.get()).toBeNull();
    expect(cache.read(2)).toEqual([]);
  });

  it("recalls, clears the history but keeps unsent messages, and dismisses a deleted conversation", () => {
    const { view, cache } = viewWith({});
    const sent = demoMessage({ time: 1 });
    cache.merge(2, [sent]);
    view.show(2, [{ ...demoMessage({ id: "", fromUserId: ME, toUserId: 2, time: 2 }), key: "k1", status: "failed" }]);
    view.recall(2, sent.id);
    expect(view.$active.get()?.messages[0]).toMatchObject({ id: sent.id, recalled: true, msg: "" });
    expect(cache.read(2)[0]?.recalled).toBe(true);
    view.clearHistory(2);
    expect(view.$active.get()).toMatchObject({ hasOlder: false, messages: [{ key: "k1", status: "failed" }] });
    expect(cache.read(2)).toEqual([]);
    expect(view.dismiss(3)).toBe(false);
    expect(view.dismiss(2)).toBe(true);
    expect(view.$active.get()).toBeNull();
  });
});
