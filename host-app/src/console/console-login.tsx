import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { TextField } from "../account/text-field.js";
import "../account/account.css";
import type { ConsoleSession } from "@chat/client/console";
import { consoleFailureText } from "./console-errors.js";
import { ConsoleLanguage } from "./console-language.js";

/** Two factors: the password, then the code mailed to the operator's address. */
export function ConsoleLogin({ session }: { session: ConsoleSession }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError("");
    try {
      await action();
    } catch (failure) {
      setError(consoleFailureText(i18n, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-login">
      <div className="console-login__top">
        <ConsoleLanguage />
      </div>
      <main className="console-login__card">
        <h1 className="console-login__title">
          <Trans>Operator console</Trans>
        </h1>
        {challenge === null ? (
          <form
            className="console-form"
            noValidate
            onSubmit={run(async () => {
              setChallenge(await session.start(email, password));
              setPassword("");
            })}
          >
            <TextField label={t`E-mail`} type="email" autoComplete="username" required value={email} onValueChange={setEmail} />
            <TextField label={t`Password`} type="password" autoComplete="current-password" required value={password} onValueChange={setPassword} />
            {error ? <p className="console-error" role="alert">{error}</p> : null}
            <button className="button button--primary" type="submit" aria-disabled={busy || undefined}>
              <Trans>Continue</Trans>
            </button>
          </form>
        ) : (
          <form className="console-form" noValidate onSubmit={run(() => session.verify(challenge, code))}>
            <p className="console-hint">
              <Trans>If the e-mail address and the password are right, we have mailed a 6-digit code to {email}.</Trans>
            </p>
            <TextField
              label={t`Code from the e-mail`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onValueChange={setCode}
            />
            {error ? <p className="console-error" role="alert">{error}</p> : null}
            <button className="button button--primary" type="submit" aria-disabled={busy || undefined}>
              <Trans>Log in</Trans>
            </button>
            <button
              className="button button--secondary"
              type="button"
              onClick={() => {
                setChallenge(null);
                setCode("");
                setError("");
              }}
            >
              <Trans>Start again</Trans>
            </button>
          </form>
        )}
      </main>
    </div>
  );
}
