import { describe, expect, it, vi } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { PUSH_WORKER_URL, registerPushWorker, subscribeToPush, unsubscribeFromPush } from "./push-subscription.js";

const KEY = `B${"A".repeat(84)}Bw`;
const keyBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/") + "="), (c) => c.charCodeAt(0)).buffer;

/** A browser's push manager holding at most one subscription, as a real one does per registration. */
function fakeRegistration(existing?: { key: string; endpoint: string }) {
  const make = (key: ArrayBuffer, endpoint: string) => {
    const subscription = {
      endpoint,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: "p256dh-of-the-browser", auth: "auth-of-the-browser" } }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  };
  let current: PushSubscription | null = existing ? make(keyBytes(existing.key), existing.endpoint) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options?: PushSubscriptionOptionsInit) => (current = make((options?.applicationServerKey as Uint8Array).slice().buffer, "https://push.example/new"))),
  };
  return { registration: { pushManager }, pushManager, current: () => current };
}

const server = (onSubscribe = () => ok(null)) =>
  apiWith({
    "GET /api/push/vapid-public-key": () => ok({ publicKey: KEY }),
    "POST /api/push/subscribe": onSubscribe,
    "POST /api/push/unsubscribe": () => ok(null),
  });

describe("given the web app's push subscription", () => {
  it("registers the service worker at the site root", async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    await registerPushWorker({ register });
    expect(register).toHaveBeenCalledWith(PUSH_WORKER_URL, { scope: "/" });
  });

  it("subscribes with the server's VAPID key, visible pushes only, and posts endpoint and keys", async () => {
    const { api, seen } = server();
    const browser = fakeRegistration();
    const posted = await subscribeToPush(api, browser.registration);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options?.applicationServerKey as Uint8Array)).toEqual(new Uint8Array(keyBytes(KEY)));
    expect(posted).toEqual({ endpoint: "https://push.example/new", keys: { p256dh: "p256dh-of-the-browser", auth: "auth-of-the-browser" } });
    expect(seen.find((r) => r.path === "/api/push/subscribe")?.body).toEqual(posted);
  });

  it("posts the browser's subscription again after a new login, without subscribing anew", async () => {
    const { api, seen } = server();
    const browser = fakeRegistration({ key: KEY, endpoint: "https://push.example/kept" });
    await subscribeToPush(api, browser.registration);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(seen.find((r) => r.path === "/api/push/subscribe")?.body).toMatchObject({ endpoint: "https://push.example/kept" });
  });

  it("replaces a subscription made with another key: its pushes would be refused", async () => {
    const { api } = server();
    const browser = fakeRegistration({ key: `B${"Q".repeat(84)}Bw`, endpoint: "https://push.example/old" });
    const posted = await subscribeToPush(api, browser.registration);
    expect(posted.endpoint).toBe("https://push.example/new");
  });

  it("rejects with the server's reason when it refuses the subscription", async () => {
    const { api } = server(() => envelope(400, "The push subscription's keys are not valid.", null));
    await expect(subscribeToPush(api, fakeRegistration().registration)).rejects.toMatchObject({ msg: "The push subscription's keys are not valid." });
  });

  it("unsubscribes at the server and in the browser, and answers false when there was nothing", async () => {
    const { api, seen } = server();
    const browser = fakeRegistration({ key: KEY, endpoint: "https://push.example/kept" });
    expect(await unsubscribeFromPush(api, browser.registration)).toBe(true);
    expect(seen.find((r) => r.path === "/api/push/unsubscribe")?.body).toEqual({ endpoint: "https://push.example/kept" });
    expect(browser.current()).toBeNull();
    expect(await unsubscribeFromPush(api, browser.registration)).toBe(false);
  });
});
