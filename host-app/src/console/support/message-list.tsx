/**
 * The open thread's history, newest at the bottom: older pages come with a scroll to the top or the
 * "Load older" button, keeping what the operator was reading in place; new messages scroll into view
 * when the operator was already at the bottom.
 */
import type { SupportMember, SupportNote } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { type Conversation, timeline } from "@chat/client/console";
import { MessageItem, NoteItem, PendingItem } from "./message-item.js";

/** Pixels from the top at which the next older page loads. */
const NEAR_TOP = 48;
/** Pixels from the bottom that still count as reading the newest messages. */
const NEAR_BOTTOM = 80;

export function MessageList({ conversation, member, notes }: { conversation: Conversation; member: SupportMember; notes: readonly SupportNote[] }) {
  const { t } = useLingui();
  const history = useStore(conversation.$history);
  const pending = useStore(conversation.$pending);
  const translations = useStore(conversation.$translations);
  const items = useMemo(() => timeline(history.messages, notes, history.loaded && history.nextCursor === null), [history, notes]);
  const box = useRef<HTMLDivElement | null>(null);
  // What the box looked like at the last render: to keep the reading place when older messages come in above.
  const before = useRef({ first: "", height: 0, top: 0, atBottom: true });

  const firstId = history.messages[0]?.id ?? "";
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const was = before.current;
    if (was.first && firstId !== was.first && el.scrollHeight > was.height && !was.atBottom) el.scrollTop = was.top + (el.scrollHeight - was.height);
    else if (was.atBottom) el.scrollTop = el.scrollHeight;
    before.current = { first: firstId, height: el.scrollHeight, top: el.scrollTop, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM };
  }, [items, pending, firstId]);

  // A picture that finishes loading grows the history: keep the newest messages in view if they were.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onLoad = () => {
      if (before.current.atBottom) el.scrollTop = el.scrollHeight;
      before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop };
    };
    el.addEventListener("load", onLoad, true);
    return () => el.removeEventListener("load", onLoad, true);
  }, []);

  const nickname = member.nickname;
  return (
    <div
      ref={box}
      className="inbox-history"
      role="log"
      aria-label={t`Conversation with ${nickname}`}
      // The log scrolls: keyboard users reach it too.
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        before.current = { ...before.current, top: el.scrollTop, height: el.scrollHeight, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM };
        if (el.scrollTop < NEAR_TOP && history.nextCursor && !history.loadingOlder) void conversation.loadOlder();
      }}
    >
      {!history.loaded ? (
        <p role="status" className="console-count">
          <Trans>Loading…</Trans>
        </p>
      ) : history.nextCursor ? (
        <button type="button" className="button button--secondary inbox-history__older" disabled={history.loadingOlder} onClick={() => void conversation.loadOlder()}>
          {history.loadingOlder ? t`Loading…` : t`Load older`}
        </button>
      ) : (
        <p className="inbox-history__start">{items.length > 0 ? t`The conversation starts here.` : t`No messages yet.`}</p>
      )}
      <ol className="inbox-messages">
        {items.map((item) =>
          item.kind === "note" ? (
            <NoteItem key={`note-${item.note.id}`} note={item.note} />
          ) : (
            <MessageItem key={item.message.id} message={item.message} member={member} translation={translations[item.message.id]} onTranslate={(id) => void conversation.toggleTranslation(id)} />
          ),
        )}
        {pending.map((reply) => (
          <PendingItem key={reply.clientMsgId} reply={reply} onRetry={() => conversation.retry(reply.clientMsgId)} onDiscard={() => conversation.discard(reply.clientMsgId)} />
        ))}
      </ol>
    </div>
  );
}
