/** The browser's hints that a retry is worth it now: back online, or the tab became visible again. */

type Events = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** Calls `wake` on `online` and on `visibilitychange` to visible; returns the unsubscribe. */
export function watchWake(target: Events | undefined, wake: () => void): () => void {
  if (!target || typeof target.addEventListener !== "function") return () => {};
  const onOnline = () => wake();
  const onVisibility = () => {
    const doc = (globalThis as { document?: { visibilityState?: string } }).document;
    if (!doc || doc.visibilityState !== "hidden") wake();
  };
  target.addEventListener("online", onOnline);
  target.addEventListener("visibilitychange", onVisibility);
  return () => {
    target.removeEventListener("online", onOnline);
    target.removeEventListener("visibilitychange", onVisibility);
  };
}
