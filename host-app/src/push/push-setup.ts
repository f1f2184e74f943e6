/**
 * Web Push in the web app: once the browser allows notifications and someone is signed in, the
 * service worker (/sw.js) is registered and this browser's subscription is posted (again after each
 * login: the server drops it at logout); a click on a push brings the tab to the conversation
 * (`/chats?with=<id>`, which opens it in the panel). Nothing is asked on load: permission comes only
 * from "Turn on notifications".
 */
import { registerPushWorker, subscribeToPush, type ApiClient } from "@chat/client";
import type { ReadableAtom } from "nanostores";
import { $notificationState } from "../chat/attention-prefs.js";

interface PushSetupEnv {
  api: ApiClient;
  session: { $token: ReadableAtom<string | null> };
  router: { open(path: string): void };
}

/** Starts following the session and the permission; returns the stop function. */
export function startPush(env: PushSetupEnv, nav: Navigator = navigator): () => void {
  const container = nav.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || typeof PushManager === "undefined") return () => undefined;
  const subscribe = () => {
    if ($notificationState.get() !== "granted" || !env.session.$token.get()) return;
    void registerPushWorker(container)
      .then((registration) => subscribeToPush(env.api, registration))
      .catch(() => undefined);
  };
  const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === "chat-push-click" && typeof event.data.url === "string") env.router.open(event.data.url);
  };
  container.addEventListener("message", onMessage);
  const stops = [env.session.$token.subscribe(subscribe), $notificationState.listen(subscribe)];
  return () => {
    container.removeEventListener("message", onMessage);
    for (const stop of stops) stop();
  };
}
