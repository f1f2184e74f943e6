/**
 * The reply box: "Reply" (to the member, as Customer service) or "Internal note" (operators only),
 * the text, "Emoji", "Image", "Saved replies", "Translate" (into the member's language) and "Send".
 * Enter sends, Shift+Enter starts a new line.
 */
import { ImageIcon } from "@chat/design";
import type { SupportMember } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useRef } from "react";
import { DRAFT_LIMIT, type Inbox } from "@chat/client/console";
import { EmojiMenu } from "./emoji-menu.js";
import { languageName } from "./inbox-format.js";
import { SavedRepliesMenu } from "./saved-replies-menu.js";
import "./reply-box.css";

export function ReplyBox({ inbox, member, savedRepliesOpen = false }: { inbox: Inbox; member: SupportMember; savedRepliesOpen?: boolean }) {
  const { t } = useLingui();
  const { composer, conversation } = inbox;
  const draft = useStore(composer.$draft);
  const mode = useStore(composer.$mode);
  const translate = useStore(composer.$translate);
  const busy = useStore(composer.$busy);
  const text = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();
  const nickname = member.nickname;
  const theirLanguage = languageName(member.language);

  /** Puts a snippet where the caret is (in place of a selection) and the caret after it. */
  const insert = (snippet: string) => {
    const el = text.current;
    const caret = composer.insert(snippet, el?.selectionStart, el?.selectionEnd);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  return (
    // Not a form: the saved replies' manager inside it has a form of its own.
    <div className={`inbox-reply inbox-reply--${mode}`}>
      <div className="inbox-reply__modes" role="group" aria-label={t`Write`}>
        <button type="button" className="inbox-filter" aria-pressed={mode === "reply"} onClick={() => composer.setMode("reply")}>
          <Trans>Reply</Trans>
        </button>
        <button type="button" className="inbox-filter" aria-pressed={mode === "note"} onClick={() => composer.setMode("note")}>
          <Trans>Internal note</Trans>
        </button>
      </div>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {mode === "reply" ? t`Reply` : t`Internal note`}
      </label>
      <textarea
        id={`${id}-text`}
        ref={text}
        className="inbox-reply__text"
        rows={3}
        dir="auto"
        value={draft}
        maxLength={DRAFT_LIMIT[mode]}
        placeholder={mode === "reply" ? t`Write to ${nickname} as Customer service` : t`Only operators see internal notes`}
        onChange={(event) => composer.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void composer.submit();
        }}
      />
      <div className="inbox-reply__tools">
        <EmojiMenu onPick={insert} />
        {mode === "reply" ? (
          <label className="button button--secondary inbox-tool inbox-tool--file">
            <ImageIcon /> <Trans>Image</Trans>
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) conversation.sendImage(file);
              }}
            />
          </label>
        ) : null}
        <SavedRepliesMenu savedReplies={inbox.savedReplies} language={member.language} onPick={insert} initiallyOpen={savedRepliesOpen} />
        {mode === "reply" ? (
          <span className="inbox-reply__translate">
            <input id={`${id}-translate`} type="checkbox" checked={translate} aria-describedby={`${id}-into`} onChange={(event) => composer.setTranslate(event.target.checked)} />
            <label htmlFor={`${id}-translate`}>
              <Trans>Translate</Trans>
            </label>{" "}
            <span id={`${id}-into`} className="console-count">
              <Trans>into {theirLanguage}</Trans>
            </span>
          </span>
        ) : null}
        <button type="button" className="button button--primary inbox-reply__send" aria-disabled={busy || !draft.trim() || undefined} onClick={() => void composer.submit()}>
          {mode === "reply" ? t`Send` : t`Add note`}
        </button>
      </div>
    </div>
  );
}
