/** The words of the one-time paid-chat prompt (pay-prompt.tsx) and its "Got it". */
import { Trans } from "@lingui/react/macro";
import { usePanel } from "../common/panel-context.js";

export function PayPromptNote() {
  const { wallet } = usePanel().chat;
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
