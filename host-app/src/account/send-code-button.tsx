import { createCodeSender, validateEmail, type FormErrors, type PasswordFormFields } from "@chat/client";
import type { CodeType } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo } from "react";
import { useEnv } from "../common/env-context.js";

interface Props {
  email: string;
  type: CodeType;
  onInvalidEmail: (errors: FormErrors<PasswordFormFields>) => void;
  onFailure: (error: unknown) => void;
}

/** "Send code" with the 60 s resend countdown; the countdown itself lives in the code sender store. */
export function SendCodeButton({ email, type, onInvalidEmail, onFailure }: Props) {
  const { t } = useLingui();
  const { api, toasts } = useEnv();
  const codes = useMemo(() => createCodeSender({ api }), [api]);
  const wait = useStore(codes.$wait);
  const sending = useStore(codes.$sending);
  useEffect(() => () => codes.stop(), [codes]);

  const send = async () => {
    const checked = validateEmail({ email });
    if (!checked.ok) {
      onInvalidEmail(checked.errors);
      return;
    }
    try {
      await codes.send(checked.data.email, type);
      toasts.notify({ kind: "success", text: t`The verification code has been sent. Please check your e-mail.` });
    } catch (error) {
      onFailure(error);
    }
  };

  return <CodeButton wait={wait} sending={sending} onSend={() => void send()} />;
}

/** The "Send code" button and its resend hint, for any code store's `$wait` and `$sending`. */
export function CodeButton({ wait, sending, onSend }: { wait: number; sending: boolean; onSend: () => void }) {
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--secondary field__addon"
        disabled={wait > 0 || sending}
        aria-describedby={wait > 0 ? hintId : undefined}
        onClick={onSend}
      >
        <Trans>Send code</Trans>
      </button>
      {wait > 0 ? (
        <span className="field__hint" id={hintId}>
          <Trans>You can ask for a new code in {wait} s.</Trans>
        </span>
      ) : null}
    </>
  );
}
