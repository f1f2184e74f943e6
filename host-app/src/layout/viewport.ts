import { LIMITS } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

const RESIZE_DEBOUNCE_MS = 100;
const SCROLL_BOTTOM_DELAY_MS = 200;

export interface Viewport {
  /** Wider than the 768 px breakpoint: header tabs and side bar show, the footer tab bar hides. */
  $wide: ReadableAtom<boolean>;
  /** Calls `listener` when a resize (debounced 100 ms) crosses the breakpoint. Returns the unbinder. */
  onWidthClassChange(listener: (wide: boolean) => void): () => void;
}

/** The width class of product §2, read from a window (injected so tests pick the width). */
export function createViewport(win: Pick<Window, "innerWidth" | "addEventListener" | "removeEventListener">): Viewport {
  const isWide = () => win.innerWidth > LIMITS.narrowBreakpointPx;
  const $wide = atom(isWide());
  const listeners = new Set<(wide: boolean) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const wide = isWide();
      if (wide === $wide.get()) return;
      $wide.set(wide);
      for (const listener of listeners) listener(wide);
    }, RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener("resize", onResize);
  return {
    $wide,
    onWidthClassChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface ScrollBottom {
  /** Counts the times the content area reached its bottom; lists load more when it changes. */
  $scrollBottom: ReadableAtom<number>;
  /** Follows the scrolling of one element. Returns the unbinder. */
  watch(element: HTMLElement): () => void;
}

/** The scroll-bottom signal of product §2: raised 200 ms after the content area reaches its bottom. */
export function createScrollBottom(delayMs = SCROLL_BOTTOM_DELAY_MS): ScrollBottom {
  const $scrollBottom = atom(0);
  return {
    $scrollBottom,
    watch(element) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onScroll = () => {
        // A pixel of slack: zoomed pages report fractional scroll positions.
        const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
        if (!atBottom) {
          clearTimeout(timer);
          timer = undefined;
        } else if (!timer) {
          timer = setTimeout(() => {
            timer = undefined;
            $scrollBottom.set($scrollBottom.get() + 1);
          }, delayMs);
        }
      };
      element.addEventListener("scroll", onScroll, { passive: true });
      return () => {
        clearTimeout(timer);
        element.removeEventListener("scroll", onScroll);
      };
    },
  };
}
