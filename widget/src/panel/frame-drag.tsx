/**
 * The floating panel's drag by its header, with its code (frame-drag-core.tsx, react-draggable's
 * DraggableCore) loaded when a drag is first about to start (the pointer over the header, or a press
 * on it) instead of with the open panel. DraggableCore wraps the header only (its `nodeRef` is the
 * panel), so when it arrives only the header is drawn again, never the panel's screens. A press that
 * came before the code keeps going: it is kept here until the code hands it to DraggableCore.
 */
import { cloneElement, useRef, useState, type ReactElement, type RefObject } from "react";
import type { FrameDragCore as FrameDragCoreType, Press } from "./frame-drag-core.js";
import type { FrameMove } from "./use-frame-drag.js";

type Core = typeof FrameDragCoreType;

/** What DraggableCore is told: which part drags, which parts never start a drag. */
export const DRAG_HANDLE = ".panel__header";
export const DRAG_CANCEL = "button, input";

let loaded: Core | null = null;
let loading: Promise<Core> | null = null;

/** Loads the drag's code once (tests await it; the frame asks for it when a drag is about to start). */
export function loadDraggable(): Promise<Core> {
  loading ??= import("./frame-drag-core.js").then((module) => (loaded = module.FrameDragCore));
  return loading;
}

const RELEASES = ["mouseup", "touchend", "touchcancel"];

function startsDrag(target: EventTarget | null): target is Element {
  return target instanceof Element && Boolean(target.closest(DRAG_HANDLE)) && !target.closest(DRAG_CANCEL);
}

export interface FrameDragProps {
  nodeRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  move: FrameMove;
  children: ReactElement<Record<string, unknown>>;
}

export function FrameDrag({ nodeRef, disabled, move, children }: FrameDragProps) {
  const [core, setCore] = useState<Core | null>(() => loaded);
  const pending = useRef<Press | null>(null);

  if (core) {
    const FrameDragCore = core;
    return (
      <FrameDragCore nodeRef={nodeRef} handle={DRAG_HANDLE} cancel={DRAG_CANCEL} disabled={disabled} move={move} press={pending}>
        {children}
      </FrameDragCore>
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
