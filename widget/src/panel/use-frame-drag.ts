/**
 * Dragging the floating panel by its header and remembering its place and size for this site.
 * Pointer events with capture work the same inside the shadow root; a press on a button of the
 * header (seen through `composedPath`, since the page only sees the host) is not a drag. The place
 * is a CSS translate set through the CSSOM (allowed by a strict CSP); the size comes from the
 * panel's CSS `resize` handle and is read back with a ResizeObserver.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from "react";

export interface FrameGeometry {
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** localStorage is already per origin; the origin in the key keeps it explicit and readable. */
export function frameStorageKey(origin: string = globalThis.location.origin): string {
  return `chat-panel:frame:${origin}`;
}

export function readFrame(storage: Pick<Storage, "getItem"> | undefined): FrameGeometry {
  try {
    const value = JSON.parse(storage?.getItem(frameStorageKey()) ?? "null") as Partial<Record<keyof FrameGeometry, unknown>> | null;
    if (value && typeof value.x === "number" && typeof value.y === "number") {
      const geometry: FrameGeometry = { x: value.x, y: value.y };
      if (typeof value.width === "number" && typeof value.height === "number") {
        geometry.width = value.width;
        geometry.height = value.height;
      }
      return geometry;
    }
  } catch {
    // Blocked or broken storage: start at the default place.
  }
  return { x: 0, y: 0 };
}

function writeFrame(storage: Pick<Storage, "setItem"> | undefined, geometry: FrameGeometry): void {
  try {
    storage?.setItem(frameStorageKey(), JSON.stringify(geometry));
  } catch {
    // Not remembering the place is fine.
  }
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** True when the press started on something in the header that has its own job (a button). */
function onControl(event: ReactPointerEvent): boolean {
  for (const target of event.nativeEvent.composedPath()) {
    if (target === event.currentTarget) return false;
    if (target instanceof HTMLElement && (target.tagName === "BUTTON" || target.tagName === "INPUT")) return true;
  }
  return false;
}

export function useFrameDrag(panelRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const [geometry, setGeometry] = useState(() => readFrame(pageStorage()));
  const drag = useRef<{ pointer: number; startX: number; startY: number; fromX: number; fromY: number } | null>(null);
  const latest = useRef(geometry);
  latest.current = geometry;

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (!enabled || event.button !== 0 || onControl(event)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = latest.current;
    drag.current = { pointer: event.pointerId, startX: event.clientX, startY: event.clientY, fromX: x, fromY: y };
  }, [enabled]);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    const panel = panelRef.current;
    if (!state || state.pointer !== event.pointerId || !panel) return;
    let x = state.fromX + event.clientX - state.startX;
    let y = state.fromY + event.clientY - state.startY;
    // Keep the header on screen so the panel can always be dragged back.
    const rect = panel.getBoundingClientRect();
    const dx = x - latest.current.x;
    const dy = y - latest.current.y;
    const left = rect.left + dx;
    const top = rect.top + dy;
    if (left < 0) x -= left;
    if (left + rect.width > window.innerWidth) x -= left + rect.width - window.innerWidth;
    if (top < 0) y -= top;
    if (top + 48 > window.innerHeight) y -= top + 48 - window.innerHeight;
    setGeometry((g) => ({ ...g, x, y }));
  }, [panelRef]);

  const onPointerUp = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (!drag.current || drag.current.pointer !== event.pointerId) return;
    drag.current = null;
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
        setGeometry(next);
        writeFrame(pageStorage(), next);
      }, 250);
    });
    observer.observe(panel);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [enabled, panelRef]);

  const style = enabled
    ? {
        transform: `translate(${geometry.x}px, ${geometry.y}px)`,
        ...(geometry.width && geometry.height ? { width: `${geometry.width}px`, height: `${geometry.height}px` } : {}),
      }
    : undefined;
  return { style, handlers: enabled ? { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } : {} };
}
