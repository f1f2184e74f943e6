/**
 * A burn-after-read image (product §4): the receiver sees a blurred placeholder; opening makes the one
 * read and shows the image for 8 s with a visible countdown, then "burned" for good (closing early
 * burns too). The sender sees whether it was opened. The image's URL is never in the message.
 */
import type { UiMessage } from "@chat/client";
import { useStore } from "@nanostores/react";
import { onDemand } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

/** True for an image sent as burn-after-read. */
export function isBurnImage(message: UiMessage): boolean {
  return message.ext.type === "burn" || message.custom?.type === "burn";
}

/** The bubble itself comes with the first burn-after-read photo a conversation shows. */
export const BurnImage = onDemand(() => import("./burn-bubble.js").then((m) => m.BurnImage));

/** The 8 s viewer comes with the first photo opened. */
const BurnViewer = onDemand(() => import("./burn-viewer.js").then((m) => m.BurnViewer));

/** The three-coin prompt comes with the first paid photo opened. */
const BurnPrompt = onDemand(() => import("./burn-prompt.js").then((m) => m.BurnPrompt));

/**
 * The viewer of the photo being shown (or the prompt before a paid one), at the conversation's level:
 * a modal inside a message row would be clipped to that (absolutely placed, virtualized) row and
 * vanish when it scrolls away.
 */
export function BurnViewerLayer() {
  const { burnAfterRead } = usePanel().chat;
  const open = Object.entries(useStore(burnAfterRead.$burns)).find(([, view]) => view.status === "showing" || view.status === "asking");
  if (!open) return null;
  const [messageId, view] = open;
  if (view.status === "asking") return <BurnPrompt messageId={messageId} coins={view.coins} />;
  return view.status === "showing" ? <BurnViewer url={view.url} remainingMs={view.remainingMs} onClose={() => burnAfterRead.closeBurnImage(messageId)} /> : null;
}
