/**
 * Whether the page is visible (`document.visibilityState`): a message of the open conversation that
 * arrives while the tab is hidden, or the window minimised, stays unread until the page shows again.
 */
import type { PanelStores } from "./chat-features.js";

type Events = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** The document's own answer; true where there is no document (tests, workers). */
export const documentVisible = (): boolean => (globalThis as { document?: { visibilityState?: string } }).document?.visibilityState !== "hidden";

/**
 * Keeps `panel.$pageVisible` current from `visibilitychange` on `target` and calls `shown` when the
 * page becomes visible again; returns the unsubscribe.
 */
export function watchPageVisibility(panel: Pick<PanelStores, "$pageVisible">, target: Events | undefined, visible: () => boolean, shown: () => void): () => void {
  panel.$pageVisible.set(visible());
  if (!target || typeof target.addEventListener !== "function") return () => {};
  const onChange = () => {
    const now = visible();
    if (now === panel.$pageVisible.get()) return;
    panel.$pageVisible.set(now);
    if (now) shown();
  };
  target.addEventListener("visibilitychange", onChange);
  return () => target.removeEventListener("visibilitychange", onChange);
}
