/**
 * The panel's shell (product §2): on wide screens a floating dialog dragged by its header and resized
 * by its corner (both remembered per site), "Full screen"
 * switching between the floating (relative to its dragged place) and the fixed full-viewport layout;
 * inline (the /chats page) or narrow, the same panel filling its space.
 *
 * The drag is react-draggable's DraggableCore (loaded when a drag is about to start: frame-drag.tsx, frame-drag-core.tsx) rather than <Draggable>: <Draggable> writes a transform
 * onto its child in every mode (a fixed full-screen panel would move with it), and wrapping only the
 * floating panel would remount the whole panel, open conversation included, on every Full screen.
 * `nodeRef` is required: React 19 has no findDOMNode, and without it nothing drags.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon, ExitFullscreenIcon, FullscreenIcon } from "@chat/design";
import type { PanelController } from "../element/controller.js";
import { deepActiveElement } from "../modals/focus.js";
import { FrameDrag } from "./frame-drag.js";
import { useFrameDrag } from "./use-frame-drag.js";
import { useMediaQuery } from "./use-media-query.js";
import { useVisualViewport } from "./use-visual-viewport.js";

export function PanelFrame({ controller, children }: { controller: PanelController; children: ReactNode }) {
  const { t } = useLingui();
  const open = useStore(controller.$open);
  const fullscreen = useStore(controller.$fullscreen);
  const inline = useStore(controller.$inline);
  const hideClose = useStore(controller.$hideClose);
  const narrow = useMediaQuery("(max-width: 768px)");
  const nodeRef = useRef<HTMLElement>(null);
  const shown = open || inline;
  const floating = shown && !inline;
  const mode = fullscreen ? "fullscreen" : inline ? "inline" : narrow ? "narrow" : "floating";
  const frame = useFrameDrag(nodeRef, shown && mode === "floating");
  useVisualViewport(nodeRef, shown && (mode === "fullscreen" || mode === "narrow"));

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

  return (
    <section
      ref={nodeRef}
      className={`panel panel--${mode}`}
      part="panel"
      role={inline ? "region" : "dialog"}
      aria-label={t`Chat`}
      tabIndex={-1}
      style={frame.style}
    >
      <FrameDrag nodeRef={nodeRef} disabled={mode !== "floating"} move={frame.move}>
        <header className="panel__header" part="header">
          <h2 className="panel__title">
            <Trans>Chat</Trans>
          </h2>
          <div className="panel__actions">
            {/* The page's own header actions (light-DOM children with slot="actions"), e.g. the web app's "Open in new tab". */}
            <slot name="actions" />
            <button
              type="button"
              className="icon-button"
              aria-pressed={fullscreen}
              aria-label={t`Full screen`}
              title={t`Full screen`}
              onClick={() => controller.setFullscreen(!fullscreen)}
            >
              <span aria-hidden="true">{fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}</span>
            </button>
            {hideClose || inline ? null : (
              <button type="button" className="icon-button" aria-label={t`Close`} title={t`Close`} onClick={() => controller.setOpen(false)}>
                <CloseIcon />
              </button>
            )}
          </div>
        </header>
      </FrameDrag>
      {children}
    </section>
  );
}
