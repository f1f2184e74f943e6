/**
 * Web Push for the web app: subscribes the service worker's registration to pushes with the server's
 * VAPID key and hands the subscription to the server (`POST /api/push/subscribe`), or takes it back.
 * The UI decides when: once the user turned notifications on and the browser granted permission,
 * and again after each login (a subscription lives as long as the session that posted it; posting
 * the same one again is harmless).
 */
import type { PushSubscribeRequest, VapidPublicKeyReply } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

/** The web app's service worker (host-app/public/sw.js), at the site root so it serves every page. */
export const PUSH_WORKER_URL = "/sw.js";

/** What is used of a `ServiceWorkerRegistration` (tests pass a fake). */
export interface PushRegistration {
  pushManager: Pick<PushManager, "getSubscription" | "subscribe">;
}

/** Registers the web app's service worker (`navigator.serviceWorker`), for `subscribeToPush`. */
export function registerPushWorker(container: Pick<ServiceWorkerContainer, "register">): Promise<ServiceWorkerRegistration> {
  return container.register(PUSH_WORKER_URL, { scope: "/" });
}

/**
 * Subscribes this browser (reusing its subscription when it was made with the server's current key)
 * and posts the subscription; resolves what was posted. Rejects with the ApiError or the browser's
 * error (permission denied, no push service).
 */
export async function subscribeToPush(api: ApiClient, registration: PushRegistration): Promise<PushSubscribeRequest> {
  const { publicKey } = await api.get<VapidPublicKeyReply>("push/vapid-public-key");
  const key = base64UrlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys were replaced): the push service would refuse our pushes.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  const body = { endpoint, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } };
  await api.post("push/subscribe", body);
  return body;
}

/** Takes the subscription back from the server, then from the browser; false when there was none. */
export async function unsubscribeFromPush(api: ApiClient, registration: PushRegistration): Promise<boolean> {
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return false;
  try {
    await api.post("push/unsubscribe", { endpoint: subscription.endpoint });
  } finally {
    // Unsubscribed here even when the server was not reached: it drops the endpoint at its next push (410).
    await subscription.unsubscribe();
  }
  return true;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((x, i) => x === b[i]);
}
