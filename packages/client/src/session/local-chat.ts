/**
 * What the chat keeps of a signed-in user in this browser's storage, all under `chat:<userId>:`:
 * the last messages of each conversation (messages/message-cache.ts) and the last gateway seq
 * (realtime/seq-store.ts). When the session ends here for good (logout, a dead token, another
 * device or an account deletion ending every session) none of it stays behind.
 */
import type { KeyValueStorage } from "../common/storage.js";

export function localChatPrefix(userId: number): string {
  return `chat:${userId}:`;
}

/** Removes every key of `userId`'s chat from storage; storage that refuses is left as it is. */
export function forgetLocalChat(storage: KeyValueStorage, userId: number): void {
  const prefix = localChatPrefix(userId);
  try {
    const keys: string[] = [];
    for (let i = 0; i < (storage.length ?? 0); i += 1) {
      const key = storage.key?.(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage the page cannot touch (sandboxed frames) holds nothing of ours either.
  }
}
