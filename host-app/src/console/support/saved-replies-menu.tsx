/**
 * "Saved replies": a menu of the console's saved replies, those in the member's language first;
 * choosing one puts its text into the reply box. "Manage" opens the small editor to add and remove them.
 */
import type { SupportSavedReply } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { languageName } from "./inbox-format.js";
import { SavedRepliesManager } from "./saved-replies-manager.js";
import { savedRepliesFor, type SavedReplies } from "@chat/client/console";
import { usePopover } from "./use-popover.js";

export interface SavedRepliesMenuProps {
  savedReplies: SavedReplies;
  /** The member's language: their replies come first, and new ones are written in it by default. */
  language: string;
  onPick: (text: string) => void;
  /** Opened at first (stories). */
  initiallyOpen?: boolean;
}

function Group({ title, replies, onPick }: { title: string; replies: SupportSavedReply[]; onPick: (reply: SupportSavedReply) => void }) {
  if (replies.length === 0) return null;
  return (
    <section className="inbox-saved__group" aria-label={title}>
      <h3 className="inbox-saved__heading">{title}</h3>
      <ul className="inbox-saved__list">
        {replies.map((reply) => (
          <li key={reply.id}>
            <button type="button" className="inbox-saved__item" onClick={() => onPick(reply)}>
              <strong className="inbox-saved__title" dir="auto">
                {reply.title}
              </strong>
              <span className="inbox-saved__text" dir="auto">
                {reply.text}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SavedRepliesMenu({ savedReplies, language, onPick, initiallyOpen = false }: SavedRepliesMenuProps) {
  const { t } = useLingui();
  const popover = usePopover(initiallyOpen);
  const state = useStore(savedReplies.$state);
  const [managing, setManaging] = useState(false);
  const { open, toggle } = popover;
  useEffect(() => {
    if (open) void savedReplies.load();
    else setManaging(false);
  }, [open, savedReplies]);

  const { theirs, others } = savedRepliesFor(state.replies, language);
  const theirLanguage = languageName(language);
  const pick = (reply: SupportSavedReply) => {
    onPick(reply.text);
    popover.close(false);
  };

  return (
    <span className="inbox-popover-anchor">
      <button ref={popover.buttonRef} type="button" className="button button--secondary inbox-tool" aria-expanded={open} aria-haspopup="dialog" onClick={toggle}>
        <Trans>Saved replies</Trans>
      </button>
      {open ? (
        <div ref={popover.panelRef} className="inbox-popover inbox-saved" role="dialog" aria-label={t`Saved replies`} onKeyDown={popover.onKeyDown}>
          {!state.loaded ? (
            <p role="status" className="console-count">
              <Trans>Loading…</Trans>
            </p>
          ) : state.replies.length === 0 ? (
            <p className="console-empty">
              <Trans>No saved replies yet.</Trans>
            </p>
          ) : (
            <>
              <Group title={t`In ${theirLanguage}`} replies={theirs} onPick={pick} />
              <Group title={theirs.length ? t`Other languages` : t`None in ${theirLanguage}; other languages`} replies={others} onPick={pick} />
            </>
          )}
          {managing ? (
            <SavedRepliesManager savedReplies={savedReplies} language={language} />
          ) : (
            <button type="button" className="console-link" onClick={() => setManaging(true)}>
              <Trans>Manage saved replies</Trans>
            </button>
          )}
        </div>
      ) : null}
    </span>
  );
}
