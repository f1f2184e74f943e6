/**
 * The floating panel's drag, loaded with react-draggable when a drag is first about to start
 * (frame-drag.tsx): DraggableCore reports the header's drags, which move the panel's offset (kept
 * on screen, frame-geometry.ts) and are remembered for the site when the drag ends. A press that
 * came before this code (same point, on the header) is handed to DraggableCore once it is mounted,
 * if the button or finger is still down, so the panel follows the pointer from where the press began.
 */
import { useEffect, useRef, type ReactElement, type RefObject } from "react";
import { DraggableCore, type DraggableEventHandler } from "react-draggable";
import { keepOnScreen, pageStorage, writeFrame } from "./frame-geometry.js";
import type { FrameMove } from "./use-frame-drag.js";

/** A press on the handle (not on its buttons) that arrived before this code. */
export type Press = MouseEvent | TouchEvent;

export interface FrameDragCoreProps {
  nodeRef: RefObject<HTMLElement | null>;
  /** The part that drags, and the parts in it that never start a drag (CSS selectors). */
  handle: string;
  cancel: string;
  disabled: boolean;
  move: FrameMove;
  /** The press to hand over, if any; taken (set to null) once handed. */
  press: RefObject<Press | null>;
  children: ReactElement<Record<string, unknown>>;
}

/**
 * The same press again, on the (new) header, for DraggableCore's own listeners: it checks only that
 * the press is in the handle and not on a button, which held for the first one.
 */
function replay(press: Press, target: Element): void {
  const init = { bubbles: true, cancelable: true, composed: true };
  if (press.type === "mousedown") {
    const { button, buttons, clientX, clientY, screenX, screenY } = press as MouseEvent;
    target.dispatchEvent(new MouseEvent("mousedown", { ...init, button, buttons, clientX, clientY, screenX, screenY }));
  } else if (typeof TouchEvent === "function" && typeof Touch === "function") {
    const again = (list: TouchList) =>
      [...list].map(({ identifier, clientX, clientY, screenX, screenY, pageX, pageY }) => new Touch({ identifier, target, clientX, clientY, screenX, screenY, pageX, pageY }));
    const { touches, targetTouches, changedTouches } = press as TouchEvent;
    target.dispatchEvent(new TouchEvent("touchstart", { ...init, touches: again(touches), targetTouches: again(targetTouches), changedTouches: again(changedTouches) }));
  }
}

export function FrameDragCore({ nodeRef, handle, cancel, disabled, move, press, children }: FrameDragCoreProps) {
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  // The press (if still held) goes to DraggableCore once it is mounted.
  useEffect(() => {
    const held = press.current;
    const target = nodeRef.current?.querySelector(handle);
    if (!held || !target) return;
    press.current = null;
    replay(held, target);
  }, [press, nodeRef, handle]);

  const onStart: DraggableEventHandler = (_event, data) => {
    if (disabled) return false;
    const { x, y } = move.latest.current;
    start.current = { pointerX: data.x, pointerY: data.y, x, y };
  };

  const onDrag: DraggableEventHandler = (_event, data) => {
    const from = start.current;
    const panel = nodeRef.current;
    if (!from || !panel) return;
    const latest = move.latest.current;
    const wanted = { x: from.x + data.x - from.pointerX, y: from.y + data.y - from.pointerY };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    move.update({ ...latest, ...keepOnScreen(wanted, latest, panel.getBoundingClientRect(), viewport) });
  };

  const onStop: DraggableEventHandler = () => {
    if (!start.current) return;
    start.current = null;
    writeFrame(pageStorage(), move.latest.current);
  };

  return (
    <DraggableCore
      nodeRef={nodeRef}
      handle={handle}
      cancel={cancel}
      disabled={disabled}
      // The hack injects a <style> into the page, which a strict CSP refuses; the header is
      // `user-select: none` already.
      enableUserSelectHack={false}
      onStart={onStart}
      onDrag={onDrag}
      onStop={onStop}
    >
      {children}
    </DraggableCore>
  );
}
