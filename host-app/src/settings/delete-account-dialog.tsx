import { refusedField, validateCancel, type AccountSettings, type CancelFields } from "@chat/client";
import type { CancelConfirmation } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { FormError } from "../account/account-layout.js";
import { CodeButton } from "../account/send-code-button.js";
import { TextField } from "../account/text-field.js";
import { useForm } from "../account/use-form.js";
import { Dialog } from "../common/dialog.js";

interface Props {
  /** How this account confirms its deletion (my-info's `cancelConfirm`). */
  how: CancelConfirmation;
  email: string;
  account: AccountSettings;
  onClose: () => void;
}

/** Names what is lost, then asks for the password or a mailed code; a partner's member is sent to the partner. */
export function DeleteAccountDialog({ how, email, account, onClose }: Props) {
  return (
    <Dialog title={<Trans>Delete your account?</Trans>} onClose={onClose}>
      <p>
        <Trans>Deleting your account cannot be undone. You lose for good:</Trans>
      </p>
      <ul className="dialog__list">
        <li>
          <Trans>your gold coins</Trans>
        </li>
        <li>
          <Trans>your messages</Trans>
        </li>
        <li>
          <Trans>your moments</Trans>
        </li>
        <li>
          <Trans>your friends</Trans>
        </li>
      </ul>
      {how === "partner" ? (
        <>
          <p>
            <Trans>Your account was created by the partner site you came from and is managed there. Please delete it on that site.</Trans>
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      ) : (
        <ConfirmForm how={how} email={email} account={account} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ConfirmForm({ how, email, account, onClose }: Props & { how: "password" | "code" }) {
  const { t } = useLingui();
  const { toasts } = useEnv();
  const form = useForm<CancelFields, { password: string } | { code: string }>({ password: "", code: "" }, (values) => validateCancel(how, values));

  return (
    <form
      ref={form.form}
      className="settings__form"
      noValidate
      onSubmit={form.submit(async (confirmation) => {
        try {
          await account.deleteAccount(confirmation);
        } catch (error) {
          const field = refusedField(error);
          if (field !== "password") throw error;
          form.showErrors({ password: "oldPasswordWrong" });
          return;
        }
        // The session is gone: the route guard takes the user to /login, where this stays in view.
        toasts.notify({ kind: "success", text: t`Your account was deleted.`, acrossPages: true });
      })}
    >
      {how === "password" ? (
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={form.set("password")}
          error={form.errorOf("password")}
        />
      ) : (
        <>
          <p>
            <Trans>We mail a code to {email} to confirm.</Trans>
          </p>
          <TextField
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.values.code}
            onValueChange={form.set("code")}
            error={form.errorOf("code")}
            addon={<CancelCodeButton account={account} onFailure={form.showFailure} />}
          />
        </>
      )}
      {form.serverError ? <FormError text={form.serverError} /> : null}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button settings__danger" aria-disabled={form.busy || undefined}>
          <Trans>Delete my account</Trans>
        </button>
      </div>
    </form>
  );
}

/** "Send code" for the deletion, with the 60 s resend countdown of the store (it outlives the dialog). */
function CancelCodeButton({ account, onFailure }: { account: AccountSettings; onFailure: (error: unknown) => void }) {
  const { t } = useLingui();
  const { toasts } = useEnv();
  const wait = useStore(account.cancelCode.$wait);
  const sending = useStore(account.cancelCode.$sending);

  const send = async () => {
    try {
      await account.cancelCode.send();
      toasts.notify({ kind: "success", text: t`The verification code has been sent. Please check your e-mail.` });
    } catch (error) {
      onFailure(error);
    }
  };

  return <CodeButton wait={wait} sending={sending} onSend={() => void send()} />;
}
