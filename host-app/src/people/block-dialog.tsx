/**
 * Asks before blocking someone from their home page and says what blocking does: they can no longer
 * message the user, add them as a friend, follow them or see their home page.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Dialog } from "../common/dialog.js";

export function BlockDialog({ name, onConfirm, onClose }: { name: string; onConfirm: () => Promise<void>; onClose: () => void }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    await onConfirm();
    onClose();
  };
  return (
    <Dialog title={t`Block ${name}?`} onClose={onClose}>
      <p>
        <Trans>{name} will no longer be able to message you, add you as a friend, follow you or see your home page. You can unblock them any time.</Trans>
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => void confirm()}>
          <Trans>Block</Trans>
        </button>
      </div>
    </Dialog>
  );
}
