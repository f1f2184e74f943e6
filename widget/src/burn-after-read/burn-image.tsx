/**
 * A burn-after-read image (spec §4): the receiver sees a blurred placeholder; opening makes the one
 * read and shows the image for 8 s with a visible countdown, then "burned" for good (closing early
 * burns too). The sender sees whether it was opened. The image's URL is never in the message.
 */
import type { BurnAfterRead, BurnView, UiMessage } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { FlameIcon } from "@chat/design";
import { onDemand } from "../modals/on-demand.js";
import { usePanel } from "../panel/panel-context.js";

/** True for an image sent as burn-after-read. */
export function isBurnImage(message: UiMessage): boolean {
  return message.ext.type === "burn" || message.custom?.type === "burn";
}

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
  return <BurnReceived burnAfterRead={chat.burnAfterRead} messageId={message.id} />;
}

function BurnReceived({ burnAfterRead, messageId }: { burnAfterRead: BurnAfterRead; messageId: string }) {
  const view: BurnView | undefined = useStore(burnAfterRead.$burns)[messageId];
  if (view?.status === "burned") {
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

/** The 8 s viewer comes with the first photo opened. */
const BurnViewer = onDemand(() => import("./burn-viewer.js").then((m) => m.BurnViewer));

/**
 * The viewer of the photo being shown, at the conversation's level: a modal inside a message row
 * would be clipped to that (absolutely placed, virtualized) row and vanish when it scrolls away.
 */
export function BurnViewerLayer() {
  const { burnAfterRead } = usePanel().chat;
  const showing = Object.entries(useStore(burnAfterRead.$burns)).find(([, view]) => view.status === "showing");
  if (!showing) return null;
  const [messageId, view] = showing;
  return view.status === "showing" ? <BurnViewer url={view.url} remainingMs={view.remainingMs} onClose={() => burnAfterRead.closeBurnImage(messageId)} /> : null;
}
