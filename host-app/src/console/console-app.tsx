import { useStore } from "@nanostores/react";
import { Trans } from "@lingui/react/macro";
import type { ConsoleSession } from "@chat/client/console";
import { ConsoleLogin } from "./console-login.js";
import { ConsoleShell } from "./console-shell.js";
import "../styles/base.css";
import "./console.css";

/** The console: the two-step login until an operator is signed in, then the shell with its sections. */
export function ConsoleApp({ session }: { session: ConsoleSession }) {
  const operator = useStore(session.$operator);
  if (operator === undefined) {
    return (
      <p className="console-loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return operator ? <ConsoleShell session={session} operator={operator} /> : <ConsoleLogin session={session} />;
}
