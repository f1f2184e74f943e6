/**
 * The web app's service worker (public/sw.js), run as the browser runs it: its script evaluated in a
 * scope of its own, then sent `push` and `notificationclick` events.
 */
import type { PushPayload } from "@chat/protocol";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import SCRIPT from "../../public/sw.js?raw";

const ORIGIN = "https://chat.example";

type Listener = (event: Record<string, unknown>) => void;

/** The worker in a fake ServiceWorkerGlobalScope with these open tabs; `dispatch` resolves once its work is done. */
function worker(tabUrls: string[] = []) {
  const listeners = new Map<string, Listener>();
  const tabs = tabUrls.map((url) => ({ url, focus: vi.fn(async () => undefined), postMessage: vi.fn() }));
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null), claim: vi.fn(async () => undefined) },
  };
  runInNewContext(SCRIPT, { self: scope, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const work: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    await Promise.all(work);
  };
  return { scope, tabs, dispatch };
}

const pushOf = (payload: unknown) => ({ data: { json: () => (typeof payload === "string" ? JSON.parse(payload) : payload) as unknown } });
const click = (url: string) => ({ notification: { data: { url }, close: vi.fn() } });

const MESSAGE: PushPayload = { kind: "message", title: "Ana", body: "Hallo Ben!", icon: "/files/ana.png", url: "/chats?with=7", tag: "message-abc", peerId: 7 };

describe("given the web app's service worker", () => {
  it("shows a push as a notification: the sender, the text, the avatar, and the page to open", async () => {
    const { scope, dispatch } = worker();
    await dispatch("push", pushOf(MESSAGE));
    expect(scope.registration.showNotification).toHaveBeenCalledWith("Ana", { body: "Hallo Ben!", icon: "/files/ana.png", tag: "message-abc", data: { url: "/chats?with=7" } });
  });

  it("still shows a push it cannot read, since the browser requires a notification for each", async () => {
    const { scope, dispatch } = worker();
    await dispatch("push", pushOf("not json"));
    await dispatch("push", { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith("Chat", { body: "", icon: "/icons/icon-192.png", data: { url: "/" } });
  });

  it("on a click focuses an open tab of the app and tells it which page to show", async () => {
    const { scope, tabs, dispatch } = worker(["https://elsewhere.example/", `${ORIGIN}/onlineDating`]);
    const event = click("/chats?with=7");
    await dispatch("notificationclick", event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(tabs[1]?.focus).toHaveBeenCalled();
    expect(tabs[1]?.postMessage).toHaveBeenCalledWith({ type: "chat-push-click", url: "/chats?with=7" });
    expect(tabs[0]?.focus).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it("on a click opens the page when no tab of the app is open, and never a page of another site", async () => {
    const { scope, dispatch } = worker();
    await dispatch("notificationclick", click("/userHomePage/7"));
    await dispatch("notificationclick", click("https://evil.example/phish"));
    expect(scope.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/userHomePage/7`], [`${ORIGIN}/`]]);
  });

  it("takes over at once, so a new version serves the open pages", async () => {
    const { scope, dispatch } = worker();
    await dispatch("install", {});
    await dispatch("activate", {});
    expect(scope.skipWaiting).toHaveBeenCalled();
    expect(scope.clients.claim).toHaveBeenCalled();
  });
});
