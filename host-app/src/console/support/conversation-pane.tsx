/** The open thread: the member's name and the thread's actions, the history, the reply box. */
import type { Operator } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { FILTER_LABEL } from "./inbox-format.js";
import type { Inbox } from "@chat/client/console";
import { MessageList } from "./message-list.js";
import { ReplyBox } from "./reply-box.js";
import { ThreadActions } from "./thread-actions.js";
import "./inbox-conversation.css";

export function ConversationPane({ inbox, operator, savedRepliesOpen }: { inbox: Inbox; operator: Operator; savedRepliesOpen?: boolean }) {
  const { i18n } = useLingui();
  const { conversation } = inbox;
  const memberId = useStore(conversation.$memberId);
  const detail = useStore(conversation.$detail);

  if (memberId === null) {
    return (
      <section className="inbox-conversation inbox-conversation--none">
        <p className="console-empty">
          <Trans>Choose a conversation from the list.</Trans>
        </p>
      </section>
    );
  }
  if (!detail) {
    return (
      <section className="inbox-conversation">
        <button type="button" className="console-link inbox-back" onClick={() => inbox.close()}>
          <Trans>Back</Trans>
        </button>
        <p role="status" className="console-count">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }
  const { member, status } = detail.thread;
  return (
    <section className="inbox-conversation" aria-labelledby="inbox-conversation-title">
      <header className="inbox-conversation__head">
        <button type="button" className="console-link inbox-back" onClick={() => inbox.close()}>
          <Trans>Back</Trans>
        </button>
        <h2 id="inbox-conversation-title" className="inbox-conversation__title">
          <bdi>{member.nickname}</bdi> <span className={`inbox-status inbox-status--${status}`}>{i18n._(FILTER_LABEL[status])}</span>
        </h2>
        <ThreadActions detail={detail} operator={operator} conversation={conversation} />
      </header>
      <MessageList conversation={conversation} member={member} notes={detail.notes} />
      <ReplyBox inbox={inbox} member={member} {...(savedRepliesOpen ? { savedRepliesOpen } : {})} />
    </section>
  );
}
