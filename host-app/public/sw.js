/**
 * The web app's service worker, served at /sw.js so its scope is the whole site. It shows the Web
 * Push notifications the server sends when no tab is open (a `PushPayload`, see
 * packages/protocol/src/push.ts: the sender's name and avatar, the text or "Picture", "Gift",
 * "Voice message", and the page to open). A click focuses an open tab of the app and posts it
 * `{type: "chat-push-click", url}` to go there, or opens the page in a new tab. One notification per
 * `tag`: a push that arrives twice replaces its notification instead of adding one.
 */
const APP_ICON = "/icons/icon-192.png";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPage(event.notification.data && event.notification.data.url));
});

/** Shows the push; one that cannot be read still shows (browsers require a notification per push). */
function showPush(data) {
  let payload = {};
  try {
    payload = (data && data.json()) || {};
  } catch {
    payload = {};
  }
  return self.registration.showNotification(payload.title || "Chat", {
    body: payload.body || "",
    icon: payload.icon || APP_ICON,
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { url: payload.url || "/" },
  });
}

/** Focuses a tab of the app and tells it where to go, or opens the page; only pages of this site. */
async function openPage(url) {
  const origin = self.location.origin;
  const target = new URL(url || "/", origin);
  const page = target.origin === origin ? target : new URL("/", origin);
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === origin);
  if (!tab) {
    await self.clients.openWindow(page.href);
    return;
  }
  await tab.focus();
  tab.postMessage({ type: "chat-push-click", url: page.pathname + page.search + page.hash });
}
