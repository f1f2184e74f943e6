/**
 * The message input (product §2, §5): 4 rows named "Message", a live "n/1000" count, Enter sends and
 * Shift+Enter starts a new line, the "Emoji" picker, the "Image" file input with its preview, and
 * "Record voice message", whose recorder takes the composer's place while it records (the draft stays).
 * A paste past the limit keeps what fits (the input's maxlength) and says the rest was left out.
 */
import { LIMITS } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from "react";
import { CloseIcon, ImageIcon } from "@chat/design";
import { EmojiPicker } from "../emoji/emoji-picker.js";
import { GiftButton } from "../gifts/gift-button.js";
import { LanguagePicker } from "../translation/language-picker.js";
import { usePanel } from "../common/panel-context.js";
import { VoiceButton, VoiceRecorder, type VoicePress } from "../voice-message/voice-button.js";

export function Composer({ peerImAccount = "" }: { peerImAccount?: string }) {
  const { t, i18n } = useLingui();
  const { chat } = usePanel();
  const composer = useStore(chat.$composer);
  // Set by a paste that did not fit, until the next key pressed.
  const [pasteCut, setPasteCut] = useState(false);
  const [imageError, setImageError] = useState(false);
  const [voice, setVoice] = useState<VoicePress | null>(null);
  const [micError, setMicError] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const text = composer.text;
  const max = i18n.number(LIMITS.textChars);
  const canSend = text.trim().length > 0 || composer.image !== null;

  const send = () => {
    if (!canSend) return;
    void chat.send();
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    // A text area keeps line breaks as LF: a pasted CR LF takes one character.
    const pasted = event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n").length;
    setPasteCut(el.value.length - (el.selectionEnd - el.selectionStart) + pasted > LIMITS.textChars);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    setPasteCut(false);
    // An IME composing a character uses Enter to confirm it, not to send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const insert = (token: string) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + token + text.slice(end)).slice(0, LIMITS.textChars);
    chat.setDraft(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const result = await chat.pickImage(file, file.name);
    setImageError(!result.ok);
  };

  const closeVoice = (unavailable: boolean) => {
    setVoice(null);
    setMicError(unavailable);
    requestAnimationFrame(() => textRef.current?.focus());
  };
  if (voice) {
    return (
      <div className="composer">
        <VoiceRecorder press={voice} onClose={closeVoice} />
      </div>
    );
  }

  return (
    <div className="composer">
      {composer.image ? (
        <div className="composer__preview">
          <img src={composer.image.previewUrl} alt={t`Image to send`} />
          <button type="button" className="icon-button" aria-label={t`Remove image`} title={t`Remove image`} onClick={() => chat.clearImage()}>
            <CloseIcon />
          </button>
          {chat.setBurn ? (
            <label className="composer__burn">
              <input type="checkbox" checked={composer.burn ?? false} onChange={(e) => chat.setBurn?.(e.target.checked)} /> <Trans>Burn after reading</Trans>
            </label>
          ) : null}
        </div>
      ) : null}
      {imageError ? (
        <p className="error-text composer__error" role="alert">
          <Trans>Image format is wrong</Trans>
        </p>
      ) : null}
      {micError ? (
        <p className="error-text composer__error" role="alert">
          <Trans>The microphone is not available. Check that one is connected and that this site may use it.</Trans>
        </p>
      ) : null}
      {pasteCut && text ? (
        <p className="composer__error" role="status">
          <Trans>Messages can be at most {max} characters; the rest was not pasted.</Trans>
        </p>
      ) : null}
      {composer.error === "messageTooLong" ? (
        <p className="error-text composer__error" role="alert">
          <Trans>The message is too long.</Trans>
        </p>
      ) : null}
      <div className="composer__tools">
        <EmojiPicker onPick={insert} />
        <GiftButton />
        <label className="icon-button composer__image" title={t`Image`}>
          <input className="visually-hidden" type="file" accept="image/png,image/jpeg,image/gif" aria-label={t`Image`} onChange={(e) => void onFile(e)} />
          <ImageIcon />
        </label>
        <VoiceButton
          onStart={(press) => {
            setMicError(false);
            setVoice(press);
          }}
        />
        <span className="composer__count muted" id={countId}>
          {text.length}/{LIMITS.textChars}
        </span>
      </div>
      <textarea
        ref={textRef}
        className="composer__input"
        name="message"
        aria-label={t`Message`}
        aria-describedby={countId}
        rows={4}
        maxLength={LIMITS.textChars}
        value={text}
        onChange={(event) => chat.setDraft(event.target.value)}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
      <LanguagePicker peerImAccount={peerImAccount} text={text} />
      <div className="composer__actions">
        <button type="button" className="button button--primary" disabled={!canSend} onClick={send}>
          <Trans>Send</Trans>
        </button>
      </div>
    </div>
  );
}
