/**
 * The one-time prompt for a user whose messages cost a gold coin (isPayMsg 1, spec §6): shown once
 * when they chat; "Got it" dismisses it for good (`update_alert_status`).
 */
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { usePaid } from "./use-paid.js";

export function PayPrompt() {
  const paid = usePaid();
  useEffect(() => {
    void paid?.checkPayPrompt();
  }, [paid]);
  return paid ? <Prompt paid={paid} /> : null;
}

function Prompt({ paid }: { paid: NonNullable<ReturnType<typeof usePaid>> }) {
  const show = useStore(paid.$payPrompt);
  if (!show) return null;
  return (
    <div className="pay-prompt" role="note">
      <p>
        <Trans>Only one gold coin is needed to continue chatting with your friend</Trans>
      </p>
      <button type="button" className="link-button" onClick={() => void paid.dismissPayPrompt()}>
        <Trans>Got it</Trans>
      </button>
    </div>
  );
}
