import { validateRegister } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEnv } from "../common/env-context.js";
import { ROUTES } from "../router/routes.js";
import { AuthLayout } from "./account-layout.js";
import { CodePasswordForm } from "./code-password-form.js";

/** Registration by e-mail (product §2, §5); success logs in and opens the profile setup. */
export function RegisterPage() {
  const { t } = useLingui();
  const { session, toasts, router } = useEnv();
  return (
    <AuthLayout
      title={<Trans>Create your account</Trans>}
      footer={
        <a href="/login">
          <Trans>Already have an account? Log in</Trans>
        </a>
      }
    >
      <CodePasswordForm
        codeType="register"
        validate={validateRegister}
        passwordLabel={t`Password`}
        submitLabel={<Trans>Register</Trans>}
        onSubmit={async ({ email, code, password }) => {
          await session.register(email, code, password);
          toasts.notify({ kind: "success", text: t`Registration successful` });
          router.open(ROUTES.profileSetup);
        }}
      />
    </AuthLayout>
  );
}
