import type { ChatMessage } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { EmojiText } from "../emoji/emoji-text.js";

/** A gift's name comes with the first gift a row shows; "[Gift]" stands in until then. */
const GiftPreview = lazy(() => import("../conversations/gift-preview.js").then((m) => ({ default: m.GiftPreview })));

/** A one-line summary of a message for the Recent list. */
export function MessagePreview({ message }: { message: ChatMessage }) {
  if (message.recalled) return <Trans>message recalled</Trans>;
  if (message.type === "img") return <Trans>[Image]</Trans>;
  if (message.type === "audio") return <Trans>Voice message</Trans>;
  if (message.type !== "custom") return <EmojiText text={message.msg} />;
  if (message.custom?.type !== "gift") return <Trans>[Message]</Trans>;
  return (
    <Suspense fallback={<Trans>[Gift]</Trans>}>
      <GiftPreview id={message.custom.id ?? ""} amount={message.custom.amount ?? 1} />
    </Suspense>
  );
}
