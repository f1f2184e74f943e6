/**
 * The one-time prompt for a user whose messages cost a gold coin (isPayMsg 1, spec §6): shown once
 * when they chat; "Got it" dismisses it for good (`update_alert_status`).
 */
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { usePanel } from "../panel/panel-context.js";

export function PayPrompt() {
  const { wallet } = usePanel().chat;
  useEffect(() => {
    void wallet.checkPayPrompt();
  }, [wallet]);
  const show = useStore(wallet.$payPrompt);
  if (!show) return null;
  return (
    <div className="pay-prompt" role="note">
      <p>
        <Trans>Only one gold coin is needed to continue chatting with your friend</Trans>
      </p>
      <button type="button" className="link-button" onClick={() => void wallet.dismissPayPrompt()}>
        <Trans>Got it</Trans>
      </button>
    </div>
  );
}
