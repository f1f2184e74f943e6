/**
 * The floating panel's place and size: its offset from its CSS place as a translate, and the size
 * the user chose with the panel's CSS `resize` handle (read back with a ResizeObserver), both
 * remembered for this site (frame-geometry.ts). The header's drags move the offset through `move`
 * (frame-drag-core.tsx, loaded when a drag is about to start). The translate is set through the
 * CSSOM (allowed by a strict CSP).
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { pageStorage, readFrame, writeFrame, type FrameGeometry } from "./frame-geometry.js";

/** How a drag moves the panel. */
export interface FrameMove {
  /** The geometry shown; drag events arrive faster than React renders, and this is always current. */
  latest: RefObject<FrameGeometry>;
  /** Shows a new geometry (the drag remembers it when it ends). */
  update(next: FrameGeometry): void;
}

/** What the frame needs: the panel's inline style and, for its drag, `move`. */
export interface FrameDrag {
  style: CSSProperties | undefined;
  move: FrameMove;
}

export function useFrameDrag(panelRef: RefObject<HTMLElement | null>, enabled: boolean): FrameDrag {
  const [geometry, setGeometry] = useState(() => readFrame(pageStorage()));
  const latest = useRef(geometry);

  const update = useCallback((next: FrameGeometry) => {
    latest.current = next;
    setGeometry(next);
  }, []);

  // The CSS resize handle changes the panel's size; remember it once it settles.
  useEffect(() => {
    const panel = panelRef.current;
    if (!enabled || !panel || typeof ResizeObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (!panel.style.width) return; // only a size the user chose (the handle sets width/height)
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = { ...latest.current, width: panel.offsetWidth, height: panel.offsetHeight };
        update(next);
        writeFrame(pageStorage(), next);
      }, 250);
    });
    observer.observe(panel);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [enabled, panelRef, update]);

  const style = enabled
    ? {
        transform: `translate(${geometry.x}px, ${geometry.y}px)`,
        ...(geometry.width && geometry.height ? { width: `${geometry.width}px`, height: `${geometry.height}px` } : {}),
      }
    : undefined;
  return { style, move: { latest, update } };
}
