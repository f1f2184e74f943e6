/** Browser pieces of the chat environment the panel supplies: cross-tab channel, storage (image compression: image-compress.ts). */
import type { KeyValueStorage, TabChannel } from "@chat/client/core";

/** A BroadcastChannel as the chat's TabChannel (undefined where the browser has none). */
export function broadcastTabs(name: string): (TabChannel & { close(): void }) | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  const channel = new BroadcastChannel(name);
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

/** localStorage when the page allows it (it may throw on partner pages), memory otherwise. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    storage.getItem("chat-probe");
    return storage;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
  }
}
