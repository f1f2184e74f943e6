import type { ChatMessage } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { EmojiText } from "../emoji/emoji-text.js";

/** A one-line summary of a message for the Recent list. */
export function MessagePreview({ message }: { message: ChatMessage }) {
  if (message.recalled) return <Trans>message recalled</Trans>;
  if (message.type === "img") return <Trans>[Image]</Trans>;
  if (message.type === "custom") return message.custom?.type === "gift" ? <Trans>[Gift]</Trans> : <Trans>[Message]</Trans>;
  return <EmojiText text={message.msg} />;
}
