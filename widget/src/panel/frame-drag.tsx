/**
 * The floating panel's drag by its header, with react-draggable's DraggableCore loaded when a drag
 * is first about to start (the pointer over the header, or a press on it) instead of with the open
 * panel. A press that came before the code keeps going: once DraggableCore is mounted, the same
 * press is handed to it again (same point, same target) if the button or finger is still down, so
 * the panel follows the pointer from where the press began.
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

/** A press on the handle that arrived before DraggableCore: handed to it once it is mounted. */
type Press = { target: Element; event: MouseEvent } | { target: Element; event: TouchEvent };

const RELEASES = ["mouseup", "touchend", "touchcancel"];

function startsDrag(target: EventTarget | null): target is Element {
  return target instanceof Element && Boolean(target.closest(DRAG_HANDLE)) && !target.closest(DRAG_CANCEL);
}

/** The same press again, for DraggableCore's own listeners. */
function replay(press: Press): void {
  const { target, event } = press;
  const init = { bubbles: true, cancelable: true, composed: true };
  if (event.type === "mousedown") {
    const mouse = event as MouseEvent;
    const { button, buttons, clientX, clientY, screenX, screenY } = mouse;
    target.dispatchEvent(new MouseEvent("mousedown", { ...init, button, buttons, clientX, clientY, screenX, screenY }));
  } else if (typeof TouchEvent === "function") {
    const touch = event as TouchEvent;
    const touches = [...touch.touches];
    target.dispatchEvent(new TouchEvent("touchstart", { ...init, touches, targetTouches: [...touch.targetTouches], changedTouches: [...touch.changedTouches] }));
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
    pending.current = null;
    if (core && press && press.target.isConnected) replay(press);
  }, [core]);

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

  const load = () => void loadDraggable().then(setCore);
  const press = (event: MouseEvent | TouchEvent) => {
    if (disabled || !startsDrag(event.target) || (event.type === "mousedown" && (event as MouseEvent).button !== 0)) return;
    const held = { target: event.target, event } as Press;
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
