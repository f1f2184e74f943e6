/**
 * Pointer events of a deck card: the card follows a horizontal drag, is thrown when the drag ends past
 * the threshold (swipe.ts), springs back otherwise; a tap is handed on with where it landed. Presses
 * on the card's buttons and links stay theirs. `touch-action: pan-y` (encounter.css) leaves vertical
 * scrolling to the browser.
 */
import { useRef, useState, type CSSProperties, type PointerEvent } from "react";
import { leaning, swipeOutcome } from "./swipe.js";

/** How long the thrown card flies off before the next one shows. */
const THROW_MS = 180;

export interface CardSwipe {
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(): void;
  };
  style: CSSProperties | undefined;
  /** Which way the card leans now, for the hint on it. */
  lean: "hi" | "pass" | null;
}

const directionOf = (element: HTMLElement): "ltr" | "rtl" => (getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr");
const reducedMotion = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

export function useCardSwipe(onThrow: (outcome: "hi" | "pass") => void, onTap: (clientX: number) => void): CardSwipe {
  const start = useRef<{ x: number; y: number; id: number; width: number; dir: "ltr" | "rtl" } | null>(null);
  const [drag, setDrag] = useState<{ dx: number; dy: number; width: number; dir: "ltr" | "rtl" } | null>(null);
  const [thrown, setThrown] = useState<number | null>(null);

  const reset = () => {
    start.current = null;
    setDrag(null);
  };

  const handlers: CardSwipe["handlers"] = {
    onPointerDown(event) {
      if (event.button !== 0 || thrown !== null || (event.target as Element).closest("button, a")) return;
      const element = event.currentTarget;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId, width: element.getBoundingClientRect().width, dir: directionOf(element) };
      element.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      setDrag({ dx: event.clientX - from.x, dy: event.clientY - from.y, width: from.width, dir: from.dir });
    },
    onPointerUp(event) {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const outcome = swipeOutcome(dx, event.clientY - from.y, from.width, from.dir);
      start.current = null;
      if (outcome === "tap") {
        setDrag(null);
        return onTap(event.clientX);
      }
      if (outcome === "none") return setDrag(null);
      // Off it flies the way it went, then the action (the next card replaces it).
      const away = (dx > 0 ? 1 : -1) * from.width * 1.5;
      if (reducedMotion()) {
        setDrag(null);
        return onThrow(outcome);
      }
      setThrown(away);
      setTimeout(() => {
        setThrown(null);
        setDrag(null);
        onThrow(outcome);
      }, THROW_MS);
    },
    onPointerCancel: reset,
  };

  let style: CSSProperties | undefined;
  if (thrown !== null) style = { transform: `translateX(${thrown}px) rotate(${thrown / 40}deg)`, transition: `transform ${THROW_MS}ms ease-in`, opacity: 0 };
  else if (drag && Math.abs(drag.dx) > Math.abs(drag.dy)) style = { transform: `translateX(${drag.dx}px) rotate(${drag.dx / 40}deg)` };
  return { handlers, style, lean: drag ? leaning(drag.dx, drag.width, drag.dir) : null };
}
