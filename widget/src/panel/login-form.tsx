/**
 * The login form inside the panel when no session exists: e-mail and password, sent once
 * to `POST /api/account/login` and then dropped; only the token the server answers is kept (by
 * panel-app.tsx). The server's message (already in the user's language) shows when it refuses.
 * Field rules are the browser's (`required`, `type=email`): the panel bundle carries no schema code.
 */
import { createClientEnvironmentOver, createFetchClient, isApiError, login, memoryTokenStorage } from "@chat/client";
import type { LoginResult } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { ChatPanelEnvironment } from "../element/types.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import loginCss from "./login.css?inline";

adoptOnDemandStyles([loginCss]);

export interface LoginFormProps {
  apiBase: string;
  locale: string;
  environment?: ChatPanelEnvironment | undefined;
  /** Shown above the form, e.g. that another device took over the session. */
  notice?: string | undefined;
  onLoggedIn(result: LoginResult): void;
}

export function LoginForm({ apiBase, locale, environment, notice, onLoggedIn }: LoginFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const account = String(data.get("account") ?? "").trim();
    const password = String(data.get("password") ?? "");
    setBusy(true);
    setError("");
    const client = createClientEnvironmentOver(createFetchClient, {
      baseUrl: apiBase,
      tokenStorage: memoryTokenStorage(null),
      getLocale: () => locale,
      ...(environment?.fetch ? { fetch: environment.fetch } : {}),
    });
    try {
      const result = await login(client.api, { account, password });
      // The password leaves the DOM at once; nothing but the token outlives this call.
      form.reset();
      onLoggedIn(result);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.kind !== "maintenance" && failure.msg
          ? failure.msg
          : t`The server is under maintenance. Please try again later.`,
      );
      setBusy(false);
    }
  };

  return (
    <form className="login" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 className="login__title" id={`${id}-title`}>
        <Trans>Log in to chat.</Trans>
      </h3>
      {notice ? (
        <p className="login__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <label className="login__field">
        <span>{t`E-mail`}</span>
        <input name="account" type="email" autoComplete="username" required maxLength={320} />
      </label>
      <label className="login__field">
        <span>{t`Password`}</span>
        <input name="password" type="password" autoComplete="current-password" required maxLength={256} />
      </label>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary login__submit" aria-disabled={busy || undefined}>
        <Trans>Log in</Trans>
      </button>
    </form>
  );
}
