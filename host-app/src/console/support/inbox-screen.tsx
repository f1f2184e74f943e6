/**
 * The inbox: the list, the open conversation and the member's context side by side on a wide screen;
 * on a narrow one the list, then the conversation with its context below and a "Back" to the list.
 */
import type { Operator } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";
import { consoleFailureText } from "../console-errors.js";
import { ConversationPane } from "./conversation-pane.js";
import type { Inbox, FeedState } from "@chat/client/console";
import { MemberContext } from "./member-context.js";
import { ThreadList } from "./thread-list.js";
import "../complaints/complaints.css";
import "./inbox.css";

export interface InboxScreenProps {
  inbox: Inbox;
  operator: Operator;
  /** The clock for waiting times (stories fix it). */
  now?: () => number;
  /** Opens the saved replies at first (stories). */
  savedRepliesOpen?: boolean;
  /** The live feed's state: the operator is told while it is reconnecting. */
  $feed?: ReadableAtom<FeedState>;
}

const NO_FEED = atom<FeedState>("open");

/** The time, again every half minute, so waiting times grow while the page stays open. */
function useNow(now: () => number): number {
  const [at, setAt] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 30_000);
    return () => clearInterval(timer);
  }, [now]);
  return at;
}

export function InboxScreen({ inbox, operator, now = Date.now, savedRepliesOpen, $feed = NO_FEED }: InboxScreenProps) {
  const { i18n } = useLingui();
  const error = useStore(inbox.$error);
  const openId = useStore(inbox.conversation.$memberId);
  const detail = useStore(inbox.conversation.$detail);
  const at = useNow(now);
  const feed = useStore($feed);

  return (
    <div className={`inbox${openId === null ? "" : " inbox--open"}`}>
      <h1 className="console-section__title inbox__title">
        <Trans>Inbox</Trans>
      </h1>
      {error ? (
        <p role="alert" className="console-error inbox__error">
          {consoleFailureText(i18n, error)}{" "}
          <button type="button" className="console-link" onClick={() => inbox.dismissError()}>
            <Trans>Dismiss</Trans>
          </button>
        </p>
      ) : null}
      {feed === "waiting" ? (
        <p role="status" className="console-count inbox__offline">
          <Trans>Live updates paused. Reconnecting…</Trans>
        </p>
      ) : null}
      <div className="inbox__panes">
        <ThreadList inbox={inbox} now={at} />
        <ConversationPane inbox={inbox} operator={operator} {...(savedRepliesOpen ? { savedRepliesOpen } : {})} />
        {detail && openId === detail.thread.member.id ? <MemberContext detail={detail} /> : null}
      </div>
    </div>
  );
}
