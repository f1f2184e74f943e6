import type { PasswordFormFields, Validation } from "@chat/client";
import type { CodeType } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FormError } from "./account-layout.js";
import { SendCodeButton } from "./send-code-button.js";
import { TextField } from "./text-field.js";
import { useForm } from "./use-form.js";

export interface CodeData {
  email: string;
  code: string;
  password: string;
}

interface Props {
  codeType: CodeType;
  validate: (values: Record<PasswordFormFields, string>) => Validation<PasswordFormFields, CodeData>;
  onSubmit: (data: CodeData) => Promise<void>;
  submitLabel: ReactNode;
  passwordLabel: string;
}

/** E-mail, mailed code, password and its confirmation: the registration and reset forms. */
export function CodePasswordForm({ codeType, validate, onSubmit, submitLabel, passwordLabel }: Props) {
  const { t } = useLingui();
  const form = useForm({ email: "", code: "", password: "", confirmPassword: "" }, validate);

  return (
    <form ref={form.form} className="auth__form" noValidate onSubmit={form.submit(onSubmit)}>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        value={form.values.email}
        onValueChange={form.set("email")}
        error={form.errorOf("email")}
      />
      <TextField
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={form.values.code}
        onValueChange={form.set("code")}
        error={form.errorOf("code")}
        addon={
          <SendCodeButton
            email={form.values.email}
            type={codeType}
            onInvalidEmail={form.showErrors}
            onFailure={form.showFailure}
          />
        }
      />
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onValueChange={form.set("password")}
        error={form.errorOf("password")}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={form.set("confirmPassword")}
        error={form.errorOf("confirmPassword")}
      />
      {form.serverError ? <FormError text={form.serverError} /> : null}
      <button className="button button--primary" type="submit" aria-disabled={form.busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
