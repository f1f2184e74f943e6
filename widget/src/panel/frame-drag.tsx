/**
 * The floating panel's drag by its header, with react-draggable's DraggableCore loaded when a drag
 * is first about to start (the pointer over the header, or a press on it) instead of with the open
 * panel. DraggableCore wraps the header only (its `nodeRef` is the panel), so when it arrives only
 * the header is drawn again, never the panel's screens. A press that came before the code keeps
 * going: the same press (same point, on the header) is handed to DraggableCore once it is
 * mounted, if the button or finger is still down, so the panel follows the pointer from where the
 * press began.
 */
import { cloneElement, useEffect, useRef, useState, type ReactElement, type RefObject } from "react";
import type { DraggableCore as DraggableCoreType, DraggableEventHandler } from "react-draggable";

type Core = typeof DraggableCoreType;

/** What DraggableCore is told: which part drags, which parts never start a drag. */
export const DRAG_HANDLE = ".panel__header";
export const DRAG_CANCEL = "button, input";

let loaded: Core | null = null;
let loading: Promise<Core> | null = null;

/** Loads react-draggable once (tests await it; the frame asks for it when a drag is about to start). */
export function loadDraggable(): Promise<Core> {
  loading ??= import("react-draggable").then((module) => (loaded = module.DraggableCore));
  return loading;
}

/** A press on the handle (not on its buttons) that arrived before DraggableCore: handed to it once it is mounted. */
type Press = MouseEvent | TouchEvent;

const RELEASES = ["mouseup", "touchend", "touchcancel"];

function startsDrag(target: EventTarget | null): target is Element {
  return target instanceof Element && Boolean(target.closest(DRAG_HANDLE)) && !target.closest(DRAG_CANCEL);
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

export interface FrameDragProps {
  nodeRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  onStart: DraggableEventHandler;
  onDrag: DraggableEventHandler;
  onStop: DraggableEventHandler;
  children: ReactElement<Record<string, unknown>>;
}

export function FrameDrag({ nodeRef, disabled, onStart, onDrag, onStop, children }: FrameDragProps) {
  const [core, setCore] = useState<Core | null>(() => loaded);
  const pending = useRef<Press | null>(null);

  // The press (if still held) goes to DraggableCore once it is mounted.
  useEffect(() => {
    const press = pending.current;
    const handle = nodeRef.current?.querySelector(DRAG_HANDLE);
    if (!core || !press || !handle) return;
    pending.current = null;
    replay(press, handle);
  }, [core, nodeRef]);

  if (core) {
    const DraggableCore = core;
    return (
      <DraggableCore
        nodeRef={nodeRef}
        handle={DRAG_HANDLE}
        cancel={DRAG_CANCEL}
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

  // A component is a function: set it through an updater, or React would call it as one.
  const load = () => void loadDraggable().then((next) => setCore(() => next));
  const press = (event: MouseEvent | TouchEvent) => {
    if (disabled || !startsDrag(event.target) || (event.type === "mousedown" && (event as MouseEvent).button !== 0)) return;
    const held: Press = event;
    pending.current = held;
    // Let go before the code arrived: nothing to hand over.
    const document = event.target.ownerDocument;
    const release = () => {
      if (pending.current === held) pending.current = null;
      for (const type of RELEASES) document.removeEventListener(type, release, true);
    };
    for (const type of RELEASES) document.addEventListener(type, release, true);
    load();
  };
  return cloneElement(children, {
    onPointerOver: (event: { target: EventTarget | null }) => {
      if (!disabled && startsDrag(event.target)) load();
    },
    onMouseDown: (event: { nativeEvent: MouseEvent }) => press(event.nativeEvent),
    onTouchStart: (event: { nativeEvent: TouchEvent }) => press(event.nativeEvent),
  });
}
