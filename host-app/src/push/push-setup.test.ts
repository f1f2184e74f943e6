import { createApiClient } from "@chat/client";
import { fakeFetch, ok } from "@chat/client/test";
import { atom } from "nanostores";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notificationState } from "../chat/attention-prefs.js";
import { startPush } from "./push-setup.js";

const KEY = `B${"A".repeat(84)}Bw`;

function browser() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => ({ endpoint: "https://push.example/1", options: {}, toJSON: () => ({ endpoint: "https://push.example/1", keys: { p256dh: "p", auth: "a" } }) })),
  };
  const serviceWorker = {
    register: vi.fn(async () => ({ pushManager })),
    addEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const post = (data: unknown) => {
    for (const fn of listeners) fn(new MessageEvent("message", { data }));
  };
  return { nav: { serviceWorker } as unknown as Navigator, serviceWorker, post, listeners };
}

describe("Web Push in the web app", () => {
  afterEach(() => {
    $notificationState.set("default");
    vi.unstubAllGlobals();
  });

  it("subscribes only once notifications are allowed and someone is signed in, and a push click opens its page", async () => {
    vi.stubGlobal("PushManager", class {});
    const http = fakeFetch({ "GET /api/push/vapid-public-key": () => ok({ publicKey: KEY }), "POST /api/push/subscribe": () => ok(null) });
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
    const $token = atom<string | null>(null);
    const opened: string[] = [];
    const b = browser();
    const stop = startPush({ api, session: { $token }, router: { open: (path) => opened.push(path) } }, b.nav);
    $token.set("tok");
    expect(b.serviceWorker.register).not.toHaveBeenCalled();
    $notificationState.set("granted");
    await vi.waitFor(() => expect(http.seen.filter((r) => r.path === "/api/push/subscribe")).toHaveLength(1));
    expect(http.seen.find((r) => r.path === "/api/push/subscribe")?.body).toEqual({ endpoint: "https://push.example/1", keys: { p256dh: "p", auth: "a" } });
    b.post({ type: "chat-push-click", url: "/chats?with=5" });
    b.post({ type: "something-else", url: "/elsewhere" });
    expect(opened).toEqual(["/chats?with=5"]);
    stop();
    expect(b.listeners.size).toBe(0);
  });
});
