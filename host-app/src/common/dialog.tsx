/**
 * A modal dialog of the web app: traps the focus, closes on Escape or a click on the backdrop, and
 * gives the focus back to `returnFocus` (else to what opened it) when it goes.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./dialog.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute("hidden"));
}

export interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  className?: string;
  /** Keys the dialog handles itself (arrows of a viewer); Escape and Tab are the dialog's. */
  onKey?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Where the focus goes on close, when not back to the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The element focused first (else the first focusable one). */
  initialFocus?: () => HTMLElement | null | undefined;
}

export function Dialog({ title, onClose, children, className, onKey, returnFocus, initialFocus }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const returnTo = useRef(returnFocus);
  returnTo.current = returnFocus;

  // A layout effect: the focus is inside before the next key press. (Passive effects run after the
  // next paint in preact, the production build's React, so a quick key went to the page.)
  useLayoutEffect(() => {
    const opener = document.activeElement;
    const dialog = ref.current;
    if (dialog) (initialFocus?.() ?? focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      const target = returnTo.current?.() ?? opener;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = ref.current;
    if (event.key !== "Tab" || !dialog) {
      onKey?.(event);
      return;
    }
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} className={`dialog${className ? ` ${className}` : ""}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
