/**
 * The chat's real-time events as the other screens of the page hear them: the chat's connection is
 * shared by the tabs of a browser over a tab channel (realtime/shared-connection.ts), whose leading
 * tab forwards every event it applies. A listener on that channel hears them all without taking part
 * in the election, so a page beside the panel follows friendships and blocks without a socket of its own.
 */
import type { ServerEvent } from "@chat/protocol";
import type { TabData } from "../realtime/shared-connection.js";
import type { TabChannel } from "../realtime/transport.js";

/** Calls `onEvent` with each event a leading tab forwards; returns the stop. */
export function listenSharedEvents(channel: TabChannel, onEvent: (event: ServerEvent) => void): () => void {
  return channel.subscribe((message) => {
    if (typeof message !== "object" || message === null) return;
    const signal = message as { tabs?: unknown; data?: Partial<TabData> | null };
    if (signal.tabs !== "data" || signal.data?.kind !== "event") return;
    const event = (signal.data as Extract<TabData, { kind: "event" }>).event;
    if (typeof event === "object" && event !== null && typeof event.type === "string") onEvent(event);
  });
}
