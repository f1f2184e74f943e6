/**
 * One entry of the open thread: a message as the member sees it (text as text, pictures, voice, gifts
 * with their picture and name), a member's message with its "Translate", an internal note set apart,
 * and a reply on its way.
 */
import type { ChatMessage, SupportMember, SupportNote } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { consoleFailureText } from "../console-errors.js";
import { formatWhen } from "../console-format.js";
import type { PendingReply, Translation } from "@chat/client/console";
import { emojiText } from "./emoji.js";
import { giftOf } from "./inbox-format.js";

function Content({ message, member }: { message: ChatMessage; member: SupportMember }) {
  const { t, i18n } = useLingui();
  const nickname = member.nickname;
  if (message.recalled) {
    return (
      <em className="inbox-message__muted">
        <Trans>Message recalled</Trans>
      </em>
    );
  }
  if (message.type === "txt") return <span className="inbox-message__text">{emojiText(message.msg)}</span>;
  if (message.type === "img" && message.url) {
    const alt = message.fromUserId === member.id ? t`Picture from ${nickname}` : t`Picture sent to ${nickname}`;
    return (
      <a href={message.url} target="_blank" rel="noreferrer">
        <img className="inbox-message__picture" src={message.url} alt={alt} loading="lazy" />
      </a>
    );
  }
  if (message.type === "audio" && message.url) {
    const seconds = message.duration ?? 0;
    return (
      <span className="inbox-message__voice">
        <audio src={message.url} controls preload="none" aria-label={t`Voice message`} /> {seconds ? <Trans>{seconds} s</Trans> : null}
      </span>
    );
  }
  if (message.type === "custom" && message.custom?.type === "gift") {
    const { icon, name, amount, note } = giftOf(i18n, message);
    return (
      <span className="inbox-message__gift">
        <span className="inbox-message__gift-icon" aria-hidden="true">
          {icon}
        </span>{" "}
        <Trans>
          Gift: {name} ×{amount}
        </Trans>
        {note ? (
          <span className="inbox-message__note" dir="auto">
            {note}
          </span>
        ) : null}
      </span>
    );
  }
  if (message.type === "custom" && message.custom?.type === "burn") {
    return (
      <em className="inbox-message__muted">
        <Trans>Burn-after-read picture: only its receiver can open it.</Trans>
      </em>
    );
  }
  return (
    <em className="inbox-message__muted">
      <Trans>A message the console cannot show.</Trans>
    </em>
  );
}

export interface MessageItemProps {
  message: ChatMessage;
  member: SupportMember;
  translation: Translation | undefined;
  onTranslate: (messageId: string) => void;
}

export function MessageItem({ message, member, translation, onTranslate }: MessageItemProps) {
  const { t, i18n } = useLingui();
  const fromMember = message.fromUserId === member.id;
  const translatable = fromMember && message.type === "txt" && !message.recalled && message.msg.trim() !== "";
  const sentAs = !fromMember && typeof message.ext.translation === "string" ? emojiText(message.ext.translation) : "";
  return (
    <li className={`inbox-message inbox-message--${fromMember ? "member" : "service"}`}>
      <span className="inbox-message__meta">
        <bdi>{fromMember ? member.nickname : t`Customer service`}</bdi> ·{" "}
        <bdi>
          <time dateTime={new Date(message.time).toISOString()}>{formatWhen(message.time)}</time>
        </bdi>
      </span>
      <div className="inbox-message__bubble" dir="auto">
        <Content message={message} member={member} />
      </div>
      {sentAs ? (
        <p className="inbox-message__translation" dir="auto">
          <Trans>Sent translated: {sentAs}</Trans>
        </p>
      ) : null}
      {translatable ? (
        <button type="button" className="console-link inbox-message__translate" aria-pressed={translation?.state === "done"} onClick={() => onTranslate(message.id)}>
          <Trans>Translate</Trans>
        </button>
      ) : null}
      {translation?.state === "loading" ? (
        <p className="inbox-message__translation" role="status">
          <Trans>Translating…</Trans>
        </p>
      ) : translation?.state === "done" ? (
        <p className="inbox-message__translation" dir="auto">
          {emojiText(translation.text)}
        </p>
      ) : translation?.state === "failed" ? (
        <p className="inbox-message__failed" role="alert">
          {consoleFailureText(i18n, translation.error)}
        </p>
      ) : null}
    </li>
  );
}

export function NoteItem({ note }: { note: SupportNote }) {
  const email = note.operator.email;
  return (
    <li className="inbox-note">
      <span className="inbox-message__meta">
        <strong>
          <Trans>Internal note</Trans>
        </strong>{" "}
        ·{" "}
        <bdi>
          <Trans>by {email}</Trans>
        </bdi>{" "}
        ·{" "}
        <bdi>
          <time dateTime={new Date(note.time).toISOString()}>{formatWhen(note.time)}</time>
        </bdi>
      </span>
      <p className="inbox-note__text" dir="auto">
        {note.text}
      </p>
    </li>
  );
}

export function PendingItem({ reply, onRetry, onDiscard }: { reply: PendingReply; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className="inbox-message inbox-message--service inbox-message--pending">
      <span className="inbox-message__meta">
        {reply.state === "sending" ? (
          <span role="status">
            <Trans>Sending…</Trans>
          </span>
        ) : (
          <Trans>Not sent.</Trans>
        )}
      </span>
      <div className="inbox-message__bubble" dir="auto">
        {reply.kind === "txt" ? (
          <span className="inbox-message__text">{emojiText(reply.text)}</span>
        ) : (
          <em className="inbox-message__muted">
            <Trans>Picture</Trans>
          </em>
        )}
      </div>
      {reply.state === "failed" ? (
        <span className="inbox-message__retry">
          <button type="button" className="console-link" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="console-link" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </button>
        </span>
      ) : null}
    </li>
  );
}
