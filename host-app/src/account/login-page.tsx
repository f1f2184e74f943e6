import type { LoginFields } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEnv } from "../common/env-context.js";
import { AuthLayout, FormError } from "./account-layout.js";
import { TextField } from "./text-field.js";
import { useForm } from "./use-form.js";

// The login form's checks are the protocol's request schema (zod): they load with the first
// keystroke (or the first submit), not with the first page.
const loadCheck = () => import("./login-check.js");
const checkLogin = (values: Record<LoginFields, string>) => loadCheck().then((m) => m.validateLogin(values));
const preloadCheck = () => void loadCheck();

/** Login by e-mail and password (/login and /oldLogin). The guard moves on once a token exists. */
export function LoginPage() {
  const { t } = useLingui();
  const { session } = useEnv();
  const form = useForm({ account: "", password: "" }, checkLogin, preloadCheck);

  return (
    <AuthLayout
      title={<Trans>Log in</Trans>}
      footer={
        <>
          <a href="/register">
            <Trans>Create an account</Trans>
          </a>
          <a href="/resetPassword">
            <Trans>Forgot password?</Trans>
          </a>
        </>
      }
    >
      <form
        ref={form.form}
        className="auth__form"
        noValidate
        onSubmit={form.submit(async (data) => {
          await session.login(data.account, data.password);
        })}
      >
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="username"
          value={form.values.account}
          onValueChange={form.set("account")}
          error={form.errorOf("account")}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={form.set("password")}
          error={form.errorOf("password")}
        />
        {form.serverError ? <FormError text={form.serverError} /> : null}
        <button className="button button--primary" type="submit" aria-disabled={form.busy || undefined}>
          <Trans>Log in</Trans>
        </button>
      </form>
    </AuthLayout>
  );
}
