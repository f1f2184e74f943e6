import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Modal } from "./modal.js";

/** Asks before a destructive action (product §8: confirmations to delete a conversation or chat record). */
export function ConfirmModal({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm(): Promise<void> | void;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={title} onClose={onClose}>
      <p>{message}</p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              onClose();
            }
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
