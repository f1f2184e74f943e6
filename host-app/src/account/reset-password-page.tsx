import { validateReset } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEnv } from "../common/env-context.js";
import { LOGIN_PATH } from "../router/routes.js";
import { AuthLayout } from "./account-layout.js";
import { CodePasswordForm } from "./code-password-form.js";

/** Password reset with a mailed code; afterwards the user logs in with the new password. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { session, toasts, router } = useEnv();
  return (
    <AuthLayout
      title={<Trans>Reset your password</Trans>}
      footer={
        <a href="/login">
          <Trans>Back to log in</Trans>
        </a>
      }
    >
      <CodePasswordForm
        codeType="reset"
        validate={validateReset}
        passwordLabel={t`Password`}
        submitLabel={<Trans>Change password</Trans>}
        onSubmit={async (data) => {
          await session.resetPassword(data.email, data.code, data.password);
          toasts.notify({ kind: "success", text: t`Password changed. Please log in again.` });
          router.open(LOGIN_PATH);
        }}
      />
    </AuthLayout>
  );
}
