/**
 * The maintenance page: stands in for every route while the server answers 503 (see
 * maintenance.ts). Its title, the server's maintenance text (in the UI language; the app's own when
 * the server sent none) and "Try again", which asks the server's health and brings the app back.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { MAINTENANCE } from "../i18n/message-text.js";
import "./maintenance.css";

export function MaintenancePage() {
  const { t, i18n } = useLingui();
  const { maintenance } = useEnv();
  const message = useStore(maintenance.$message);
  const [checking, setChecking] = useState(false);
  const [stillClosed, setStillClosed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The page replaces whatever was on screen: move focus to it, so a screen reader announces it.
  useEffect(() => heading.current?.focus(), []);

  async function tryAgain() {
    if (checking) return;
    setChecking(true);
    setStillClosed(false);
    const back = await maintenance.retry();
    setChecking(false);
    if (!back) setStillClosed(true);
  }

  return (
    <main className="maintenance">
      <section className="maintenance__card" aria-labelledby="maintenance-title">
        <h1 id="maintenance-title" className="maintenance__title" ref={heading} tabIndex={-1}>
          <Trans>Under maintenance</Trans>
        </h1>
        <p className="maintenance__text">{message || i18n._(MAINTENANCE)}</p>
        <button type="button" className="button button--primary" aria-disabled={checking} onClick={() => void tryAgain()}>
          <Trans>Try again</Trans>
        </button>
        <p className="maintenance__status" role="status">
          {stillClosed ? t`The server is still under maintenance.` : ""}
        </p>
      </section>
    </main>
  );
}
