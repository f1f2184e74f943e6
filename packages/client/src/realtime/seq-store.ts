/** The last gateway seq this browser applied, per user, so a reload resumes where it stopped. */
import type { KeyValueStorage } from "../common/storage.js";

export interface SeqStore {
  /** null when this browser never saw an event of this user. */
  get(): number | null;
  set(seq: number): void;
}

export function seqKey(userId: number): string {
  return `chat:${userId}:lastSeq`;
}

export function createSeqStore(storage: KeyValueStorage, userId: number): SeqStore {
  const stored = Number(storage.getItem(seqKey(userId)));
  let value: number | null = storage.getItem(seqKey(userId)) !== null && Number.isSafeInteger(stored) && stored >= 0 ? stored : null;
  return {
    get: () => value,
    set(seq) {
      value = seq;
      try {
        storage.setItem(seqKey(userId), String(seq));
      } catch {
        // Without storage a reload replays a little more; applying stays exactly-once by seq.
      }
    },
  };
}
