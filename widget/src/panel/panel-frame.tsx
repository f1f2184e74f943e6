/**
 * The panel's shell (spec §2): on wide screens a floating dialog dragged by its header, "Full screen"
 * switching between the floating (relative to its dragged place) and the fixed full-viewport layout;
 * inline (the /chats page) or narrow, the same panel filling its space.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import Draggable, { type DraggableEventHandler } from "react-draggable";
import type { PanelController } from "../element/controller.js";
import { deepActiveElement } from "../modals/focus.js";
import { useMediaQuery } from "./use-media-query.js";

const POSITION_KEY = "chat-panel:position";

function storedPosition(): { x: number; y: number } {
  try {
    const value = JSON.parse(globalThis.localStorage.getItem(POSITION_KEY) ?? "null") as unknown;
    if (value && typeof value === "object" && "x" in value && "y" in value) {
      const { x, y } = value as { x: unknown; y: unknown };
      if (typeof x === "number" && typeof y === "number") return { x, y };
    }
  } catch {
    // Storage may be blocked on a partner page: the panel then starts at its default place.
  }
  return { x: 0, y: 0 };
}

export function PanelFrame({ controller, children }: { controller: PanelController; children: ReactNode }) {
  const { t } = useLingui();
  const open = useStore(controller.$open);
  const fullscreen = useStore(controller.$fullscreen);
  const inline = useStore(controller.$inline);
  const hideClose = useStore(controller.$hideClose);
  const narrow = useMediaQuery("(max-width: 768px)");
  const nodeRef = useRef<HTMLElement>(null);
  const [position, setPosition] = useState(storedPosition);
  const shown = open || inline;
  const floating = shown && !inline;

  // A floating panel takes the focus when it opens and gives it back when it closes.
  useEffect(() => {
    if (!floating) return;
    const opener = deepActiveElement();
    nodeRef.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [floating]);

  if (!shown) return null;
  const mode = fullscreen ? "fullscreen" : inline ? "inline" : narrow ? "narrow" : "floating";
  const onStop: DraggableEventHandler = (_event, data) => {
    const next = { x: data.x, y: data.y };
    setPosition(next);
    try {
      globalThis.localStorage.setItem(POSITION_KEY, JSON.stringify(next));
    } catch {
      // Not remembering the place is fine.
    }
  };

  const panel = (
    <section
      ref={nodeRef}
      className={`panel panel--${mode}`}
      part="panel"
      role={inline ? "region" : "dialog"}
      aria-label={t`Chat`}
      tabIndex={-1}
    >
      <header className="panel__header" part="header">
        <h2 className="panel__title">
          <Trans>Chat</Trans>
        </h2>
        <div className="panel__actions">
          <button
            type="button"
            className="icon-button"
            aria-pressed={fullscreen}
            aria-label={t`Full screen`}
            title={t`Full screen`}
            onClick={() => controller.setFullscreen(!fullscreen)}
          >
            <span aria-hidden="true">{fullscreen ? "🗗" : "⛶"}</span>
          </button>
          {hideClose || inline ? null : (
            <button type="button" className="icon-button" aria-label={t`Close`} title={t`Close`} onClick={() => controller.setOpen(false)}>
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </div>
      </header>
      {children}
    </section>
  );
  if (mode !== "floating") return panel;
  return (
    <Draggable nodeRef={nodeRef as React.RefObject<HTMLElement>} handle=".panel__header" cancel="button" position={position} onStop={onStop}>
      {panel}
    </Draggable>
  );
}
