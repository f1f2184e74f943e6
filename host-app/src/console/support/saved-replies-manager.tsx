/** Adding and removing the console's saved replies: a title, the language it is written in, the text. */
import { LOCALES, SUPPORT_LIMITS } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import type { SavedReplies } from "@chat/client/console";

export function SavedRepliesManager({ savedReplies, language }: { savedReplies: SavedReplies; language: string }) {
  const { t } = useLingui();
  const { replies } = useStore(savedReplies.$state);
  const [title, setTitle] = useState("");
  const [lang, setLang] = useState(LOCALES.some((l) => l.code === language) ? language : "en");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  return (
    <section className="inbox-saved__manager" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="inbox-saved__heading">
        <Trans>Manage saved replies</Trans>
      </h3>
      <ul className="inbox-saved__list">
        {replies.map((reply) => {
          const replyTitle = reply.title;
          return (
            <li key={reply.id} className="inbox-saved__row">
              <span dir="auto">{reply.title}</span> <span className="console-count">({reply.language})</span>
              <button type="button" className="console-link" aria-label={t`Remove “${replyTitle}”`} onClick={() => void savedReplies.remove(reply.id)}>
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <form
        className="inbox-saved__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || !title.trim() || !text.trim()) return;
          setBusy(true);
          void savedReplies.add({ title, language: lang, text }).then((kept) => {
            setBusy(false);
            if (!kept) return;
            setTitle("");
            setText("");
          });
        }}
      >
        <label>
          <span>
            <Trans>Title</Trans>
          </span>
          <input type="text" required maxLength={SUPPORT_LIMITS.savedReplyTitle} value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label>
          <span>
            <Trans>Language</Trans>
          </span>
          <select value={lang} onChange={(event) => setLang(event.target.value)}>
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.language}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <Trans>Text</Trans>
          </span>
          <textarea required rows={3} maxLength={SUPPORT_LIMITS.savedReplyText} value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
          <Trans>Add saved reply</Trans>
        </button>
      </form>
    </section>
  );
}
