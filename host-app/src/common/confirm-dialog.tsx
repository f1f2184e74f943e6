/**
 * "Delete this …? This cannot be undone." with Cancel and Delete: the confirmation every delete of
 * the web app asks (a moment, a comment, an album photo).
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Dialog } from "./dialog.js";

export interface ConfirmDeleteProps {
  title: string;
  /** What goes, in a sentence (and a picture, if any). */
  children: ReactNode;
  onConfirm(): void;
  onClose(): void;
  className?: string;
}

export function ConfirmDelete({ title, children, onConfirm, onClose, className }: ConfirmDeleteProps) {
  return (
    <Dialog title={title} onClose={onClose} {...(className ? { className } : {})}>
      {children}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </Dialog>
  );
}
