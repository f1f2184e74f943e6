/**
 * The one-time prompt for a user whose messages cost a gold coin (isPayMsg 1, product §6): shown once
 * when they chat; "Got it" dismisses it for good (`update_alert_status`).
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { onDemand } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

/** Its words come with the first prompt shown: most users never pay per message. */
const PayPromptNote = onDemand(() => import("./pay-prompt-note.js").then((m) => m.PayPromptNote));

export function PayPrompt() {
  const { wallet } = usePanel().chat;
  useEffect(() => {
    void wallet.checkPayPrompt();
  }, [wallet]);
  return useStore(wallet.$payPrompt) ? <PayPromptNote /> : null;
}
