/**
 * One message: text (emoji tokens as pictures, the rest as plain text), image (opens the preview),
 * voice message (plays), pending, failed with "Retry", recalled, "Translate" on received texts with
 * words, and "Undo" on own sent messages while they may still be recalled.
 */
import type { UiMessage } from "@chat/client";
import { formatChatTime } from "@chat/i18n/chat-time";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EmojiText } from "../emoji/emoji-text.js";
import { BurnImage, isBurnImage } from "../burn-after-read/burn-image.js";
import { onDemand } from "../modals/on-demand.js";
import { offersTranslation, TranslateButton, TranslationResult, TranslationText } from "../translation/translate-toggle.js";
import { useNotTranslated } from "../translation/reason-text.js";
import { usePanel } from "../common/panel-context.js";
import { useFileUrl } from "../common/file-url.js";
import { ReceiptMark } from "./receipt-mark.js";

/** A gift's bubble comes with the first gift a conversation shows. */
const GiftBubble = onDemand(() => import("../gifts/gift-bubble.js").then((m) => m.GiftBubble));
/** A voice message's player comes with the first voice message a conversation shows. */
const VoiceBubble = onDemand(() => import("../voice-message/voice-bubble.js").then((m) => m.VoiceBubble));

export function MessageBubble({
  message,
  onPreview,
  newestOwn = false,
  recallable = false,
}: {
  message: UiMessage;
  onPreview(url: string): void;
  newestOwn?: boolean;
  /** Still inside the recall window (`chat.$recallable`): "Undo" shows. */
  recallable?: boolean;
}) {
  const { t } = useLingui();
  const { chat, me } = usePanel();
  const [error, setError] = useState<string | null>(null);
  const fileUrl = useFileUrl();
  const notTranslated = useNotTranslated();
  const own = message.fromUserId === me.id;
  const translatable = offersTranslation(message, own);

  if (message.recalled) {
    return (
      <p className="message__recalled">
        <Trans>message recalled</Trans>
      </p>
    );
  }

  const image = message.url ? fileUrl(message.url) : (message.localImageUrl ?? null);
  return (
    <div className={`message${own ? " message--own" : ""}`}>
      {isBurnImage(message) ? (
        <BurnImage message={message} />
      ) : message.type === "custom" && message.custom?.type === "gift" ? (
        <GiftBubble message={message} />
      ) : message.type === "audio" ? (
        <VoiceBubble message={message} />
      ) : message.type === "img" && image ? (
        <button type="button" className="bubble bubble--image" aria-label={t`Open image`} onClick={() => onPreview(image)}>
          <img className="bubble__image" src={image} alt={t`Chat image`} loading="lazy" />
        </button>
      ) : message.type === "custom" ? (
        <div className="bubble">
          <Trans>[Message]</Trans>
        </div>
      ) : (
        <div className="bubble" dir="auto">
          <EmojiText text={message.msg} />
          {message.ext.translation ? <TranslationText text={message.ext.translation} from={message.ext.fromLanguage} /> : null}
          {own && message.ext.translateFailed ? <p className="bubble__note">{notTranslated(message.ext.translateFailed, message.ext.fromLanguage)}</p> : null}
          {translatable ? <TranslationResult messageId={message.id} /> : null}
        </div>
      )}
      <div className="message__meta">
        {message.time ? <time>{formatChatTime(message.time)}</time> : null}
        {own && message.status === "sent" ? <ReceiptMark message={message} offer={newestOwn} /> : null}
        {message.status === "pending" ? (
          <span className="message__status">
            <span className="spinner" aria-hidden="true" /> <Trans>Sending…</Trans>
          </span>
        ) : null}
        {message.status === "failed" ? (
          <>
            <span className="error-text">{message.error || <Trans>Not sent</Trans>}</span>
            <button type="button" className="link-button" onClick={() => void chat.retry(message.key)}>
              <Trans>Retry</Trans>
            </button>
          </>
        ) : null}
        {translatable ? <TranslateButton messageId={message.id} /> : null}
        {own && message.status === "sent" && recallable ? (
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              setError(null);
              const result = await chat.recall(message.id);
              if (!result.ok) setError(result.error);
            }}
          >
            <Trans>Undo</Trans>
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="error-text message__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
