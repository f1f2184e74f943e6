/**
 * Read receipts (an SVIP privilege; the server sends them to SVIP senders only): per peer, up to
 * which time my messages reached one of their devices and were seen. From the history's `receipts`
 * and the live `delivered` and `read` events; a message of mine is "Read" when its time is at most
 * `readUpTo`, "Delivered" at most `deliveredUpTo`, "Sent" otherwise.
 */
import type { ChatMessage, HistoryReceipts } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

export type ReceiptState = "sent" | "delivered" | "read";

export interface Receipts {
  $receipts: ReadableAtom<ReadonlyMap<number, HistoryReceipts>>;
  /** A history page's `receipts` for `peerId` (absent for a caller who is not SVIP). */
  fromHistory(peerId: number, receipts: HistoryReceipts | undefined): void;
  noteDelivered(peerId: number, time: number): void;
  noteRead(peerId: number, time: number): void;
  reset(): void;
}

/** What a message of mine to `peerId` has reached. */
export function receiptOf(receipts: ReadonlyMap<number, HistoryReceipts>, peerId: number, message: Pick<ChatMessage, "time">): ReceiptState {
  const known = receipts.get(peerId);
  if (!known || !message.time) return "sent";
  if (message.time <= known.readUpTo) return "read";
  return message.time <= known.deliveredUpTo ? "delivered" : "sent";
}

export function createReceipts(): Receipts {
  const $receipts = atom<ReadonlyMap<number, HistoryReceipts>>(new Map());
  const raise = (peerId: number, change: Partial<HistoryReceipts>) => {
    const now = $receipts.get().get(peerId) ?? { deliveredUpTo: 0, readUpTo: 0 };
    const readUpTo = Math.max(now.readUpTo, change.readUpTo ?? 0);
    const next = { readUpTo, deliveredUpTo: Math.max(now.deliveredUpTo, change.deliveredUpTo ?? 0, readUpTo) };
    if (next.readUpTo === now.readUpTo && next.deliveredUpTo === now.deliveredUpTo && $receipts.get().has(peerId)) return;
    $receipts.set(new Map($receipts.get()).set(peerId, next));
  };
  return {
    $receipts,
    fromHistory(peerId, receipts) {
      if (receipts) raise(peerId, receipts);
    },
    noteDelivered: (peerId, time) => raise(peerId, { deliveredUpTo: time }),
    noteRead: (peerId, time) => raise(peerId, { readUpTo: time }),
    reset: () => $receipts.set(new Map()),
  };
}
