/**
 * The tab channel the chat panel's connection shares its real-time events on, for the Encounter
 * store to follow (packages/client/src/encounter/encounter-live.ts): a friend made or a block or a
 * pass on another page, tab or device takes the card off the stack without a reload. The name is the
 * one the panel gives its channel (widget/src/panel/chat-run-environment.ts: `chat-panel:` and the
 * panel's api-base, which chat-panel-mount.tsx sets to the server's origin).
 */
import type { TabChannel } from "@chat/client";

export function panelEventsChannel(apiBase: string): (TabChannel & { close(): void }) | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  const channel = new BroadcastChannel(`chat-panel:${apiBase || globalThis.location.origin}`);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (event: MessageEvent) => listener(event.data);
      channel.addEventListener("message", handler);
      return () => channel.removeEventListener("message", handler);
    },
    close: () => channel.close(),
  };
}
