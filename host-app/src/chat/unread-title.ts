/**
 * The tab's title carries the unread total, as messengers do: "(3) Chat", and just "Chat" at zero,
 * so a person on another tab sees that someone wrote.
 */
import type { ReadableAtom } from "nanostores";

const COUNT_PREFIX = /^\(\d+\+?\) /;

/** The title for `total` unread, on top of `title` (whatever count it carried before). */
export function titleWithUnread(title: string, total: number): string {
  const base = title.replace(COUNT_PREFIX, "");
  return total > 0 ? `(${total > 99 ? "99+" : total}) ${base}` : base;
}

/** Keeps `doc.title` prefixed with the unread total; returns the unsubscribe. */
export function followUnreadTitle(doc: Pick<Document, "title">, $unread: ReadableAtom<number>): () => void {
  return $unread.subscribe((total) => {
    const next = titleWithUnread(doc.title, total);
    if (next !== doc.title) doc.title = next;
  });
}
