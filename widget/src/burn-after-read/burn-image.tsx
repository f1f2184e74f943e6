/**
 * A burn-after-read image (spec §4): the receiver sees a blurred placeholder; opening makes the one
 * read and shows the image for 8 s with a visible countdown, then "burned" for good (closing early
 * burns too). The sender sees whether it was opened. The image's URL is never in the message.
 */
import type { UiMessage } from "@chat/client";
import { useStore } from "@nanostores/react";
import { onDemand } from "../modals/on-demand.js";
import { usePanel } from "../panel/panel-context.js";

/** True for an image sent as burn-after-read. */
export function isBurnImage(message: UiMessage): boolean {
  return message.ext.type === "burn" || message.custom?.type === "burn";
}

/** The bubble itself comes with the first burn-after-read photo a conversation shows. */
export const BurnImage = onDemand(() => import("./burn-bubble.js").then((m) => m.BurnImage));

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
