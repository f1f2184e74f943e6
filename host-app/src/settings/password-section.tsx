import { refusedField, validateChangePassword, type ChangePasswordFields } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { FormError } from "../account/account-layout.js";
import { TextField } from "../account/text-field.js";
import { useForm } from "../account/use-form.js";
import { SettingsSection, type SettingsSectionProps } from "./settings-section.js";

/** Changing the password while logged in: this browser stays signed in, every other one is logged out. */
export function PasswordSection({ account }: SettingsSectionProps) {
  const changed = useStore(account.$passwordChanged);
  // A fresh, empty form after each change.
  const [round, setRound] = useState(0);
  return (
    <SettingsSection title={<Trans>Change password</Trans>}>
      <PasswordForm key={round} account={account} onChanged={() => setRound((n) => n + 1)} />
      {changed ? (
        <p className="settings__saved" role="status">
          <Trans>Password changed. Your other devices have been logged out.</Trans>
        </p>
      ) : null}
    </SettingsSection>
  );
}

function PasswordForm({ account, onChanged }: { account: SettingsSectionProps["account"]; onChanged: () => void }) {
  const { t } = useLingui();
  const form = useForm({ oldPassword: "", password: "", confirmPassword: "" }, validateChangePassword);
  const set = (field: ChangePasswordFields) => (value: string) => {
    account.editPassword();
    form.set(field)(value);
  };

  return (
    <form
      ref={form.form}
      className="settings__form"
      noValidate
      onSubmit={form.submit(async ({ oldPassword, password }) => {
        try {
          await account.changePassword(oldPassword, password);
          onChanged();
        } catch (error) {
          // The server's refusal of the current password belongs under that field.
          if (refusedField(error) !== "oldPassword") throw error;
          form.showErrors({ oldPassword: "oldPasswordWrong" });
        }
      })}
    >
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        value={form.values.oldPassword}
        onValueChange={set("oldPassword")}
        error={form.errorOf("oldPassword")}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={set("password")}
        error={form.errorOf("password")}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={set("confirmPassword")}
        error={form.errorOf("confirmPassword")}
      />
      {form.serverError ? <FormError text={form.serverError} /> : null}
      <button className="button button--primary" type="submit" aria-disabled={form.busy || undefined}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}
