/**
 * The modal shell every dialog of the panel uses: traps the focus, closes on Escape or a click on the
 * backdrop, and gives the focus back to what opened it. Works inside the shadow root.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import { deepActiveElement, focusableIn } from "./focus.js";
import modals from "./modals.css?inline";

// A chunk of its own (`ON_DEMAND` in vite.lib.config.ts), loaded with the first dialog that opens.
adoptOnDemandStyles([modals]);

export interface ModalProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
}

export function Modal({ title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // In the commit that shows the dialog, not after it: a key pressed as it appears (Enter) must reach
  // the dialog's first control (Cancel), never what opened it.
  useLayoutEffect(() => {
    const opener = deepActiveElement();
    const dialog = ref.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      // The panel around must not see this Escape as its own.
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = ref.current;
    if (event.key !== "Tab" || !dialog) return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = deepActiveElement();
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={`modal${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h3 className="modal__title" id={titleId}>
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
