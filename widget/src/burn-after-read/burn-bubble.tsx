/**
 * A burn-after-read photo's bubble (product §4): the receiver sees a placeholder; opening makes the one
 * read (the viewer shows it for 8 s); then "burned" for good. The sender sees whether it was opened.
 * Loaded on demand: most conversations never show one.
 */
import type { BurnAfterRead, BurnView, UiMessage } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { FlameIcon } from "@chat/design";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import burnBubble from "./burn-bubble.css?inline";

adoptOnDemandStyles([burnBubble]);

export function BurnImage({ message }: { message: UiMessage }) {
  const { me, chat } = usePanel();
  if (message.fromUserId === me.id) {
    return (
      <div className="bubble bubble--burn">
        <FlameIcon /> <Trans>Burn-after-read photo</Trans>
        <div className="muted">{message.ext.burnReadAt ? <Trans>Opened</Trans> : <Trans>Not opened yet</Trans>}</div>
      </div>
    );
  }
  return <BurnReceived burnAfterRead={chat.burnAfterRead} messageId={message.id} read={Boolean(message.ext.burnReadAt)} />;
}

function BurnReceived({ burnAfterRead, messageId, read }: { burnAfterRead: BurnAfterRead; messageId: string; read: boolean }) {
  const view: BurnView | undefined = useStore(burnAfterRead.$burns)[messageId];
  // Read before (history after a reload says so): burned, and never offered again for coins.
  if (view?.status === "burned" || (read && !view)) {
    return (
      <div className="bubble bubble--burn bubble--burned">
        <FlameIcon /> <Trans>This photo has been burned</Trans>
      </div>
    );
  }
  return (
    <>
      <button type="button" className="bubble bubble--burn burn__placeholder" disabled={view?.status === "opening"} onClick={() => void burnAfterRead.openBurnImage(messageId)}>
        <FlameIcon /> {view?.status === "opening" ? <Trans>Opening…</Trans> : <Trans>View burn-after-read photo</Trans>}
      </button>
      {view?.status === "failed" && view.error ? (
        <p className="error-text" role="alert">
          {view.error}
        </p>
      ) : null}
    </>
  );
}
