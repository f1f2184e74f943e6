/**
 * The floating panel's place and size: react-draggable's DraggableCore reports the header drags
 * (panel-frame.tsx), this hook turns them into a CSS translate kept on screen, and remembers place
 * and size for this site (frame-geometry.ts). The translate is set through the CSSOM (allowed by a
 * strict CSP); the size comes from the panel's CSS `resize` handle and is read back with a
 * ResizeObserver.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import type { DraggableEventHandler } from "react-draggable";
import { keepOnScreen, pageStorage, readFrame, writeFrame, type FrameGeometry } from "./frame-geometry.js";

/** What the frame needs: the props for `<DraggableCore>` and the panel's inline style. */
export interface FrameDrag {
  style: CSSProperties | undefined;
  onStart: DraggableEventHandler;
  onDrag: DraggableEventHandler;
  onStop: DraggableEventHandler;
}

export function useFrameDrag(panelRef: RefObject<HTMLElement | null>, enabled: boolean): FrameDrag {
  const [geometry, setGeometry] = useState(() => readFrame(pageStorage()));
  // Drag events arrive from document listeners faster than React renders; the ref is always current.
  const latest = useRef(geometry);
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  const update = useCallback((next: FrameGeometry) => {
    latest.current = next;
    setGeometry(next);
  }, []);

  const onStart = useCallback<DraggableEventHandler>(
    (_event, data) => {
      if (!enabled) return false;
      start.current = { pointerX: data.x, pointerY: data.y, x: latest.current.x, y: latest.current.y };
    },
    [enabled],
  );

  const onDrag = useCallback<DraggableEventHandler>(
    (_event, data) => {
      const from = start.current;
      const panel = panelRef.current;
      if (!from || !panel) return;
      const wanted = { x: from.x + data.x - from.pointerX, y: from.y + data.y - from.pointerY };
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const { x, y } = keepOnScreen(wanted, latest.current, panel.getBoundingClientRect(), viewport);
      update({ ...latest.current, x, y });
    },
    [panelRef, update],
  );

  const onStop = useCallback<DraggableEventHandler>(() => {
    if (!start.current) return;
    start.current = null;
    writeFrame(pageStorage(), latest.current);
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
  return { style, onStart, onDrag, onStop };
}
