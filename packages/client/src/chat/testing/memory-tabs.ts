import type { TabChannel } from "../contract.js";

/**
 * Tabs of one in-memory "browser": like BroadcastChannel, a message reaches every other channel
 * (never the sender), asynchronously and in order.
 */
export function createMemoryTabs() {
  const listeners = new Set<{ owner: object; listener: (message: unknown) => void }>();
  const messages: unknown[] = [];
  return {
    /** Everything posted by any tab, for assertions. */
    messages,
    channel(): TabChannel & { close(): void } {
      const owner = {};
      const mine = new Set<{ owner: object; listener: (message: unknown) => void }>();
      return {
        post(message) {
          messages.push(message);
          // Structured clone, as BroadcastChannel does: no shared objects between tabs.
          const copy: unknown = JSON.parse(JSON.stringify(message));
          for (const entry of [...listeners]) {
            if (entry.owner !== owner) queueMicrotask(() => listeners.has(entry) && entry.listener(copy));
          }
        },
        subscribe(listener) {
          const entry = { owner, listener };
          listeners.add(entry);
          mine.add(entry);
          return () => {
            listeners.delete(entry);
            mine.delete(entry);
          };
        },
        close() {
          for (const entry of mine) listeners.delete(entry);
          mine.clear();
        },
      };
    },
  };
}
