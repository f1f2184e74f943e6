import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { DeleteAccountDialog } from "./delete-account-dialog.js";
import { SettingsSection, type SettingsSectionProps } from "./settings-section.js";

/** Deleting the account: a button that opens the confirmation dialog. */
export function DeleteAccountSection({ user, account }: SettingsSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={<Trans>Delete account</Trans>}>
      <p className="settings__text">
        <Trans>Deleting your account cannot be undone.</Trans>
      </p>
      <div>
        <button type="button" className="button settings__danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Trans>Delete account</Trans>
        </button>
      </div>
      {open ? <DeleteAccountDialog how={user.cancelConfirm} email={user.email} account={account} onClose={() => setOpen(false)} /> : null}
    </SettingsSection>
  );
}
