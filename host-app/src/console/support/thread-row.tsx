/** One thread of the inbox's list: who the member is, where they came from, the last message, how long they wait, who has it. */
import type { SupportThread } from "@chat/protocol";
import { Plural, useLingui } from "@lingui/react/macro";
import { Avatar } from "../../layout/avatar.js";
import { formatDuration, formatShortTime, languageName, lastMessageText, sourceText } from "./inbox-format.js";

export interface ThreadRowProps {
  thread: SupportThread;
  open: boolean;
  now: number;
  onOpen: (memberId: number) => void;
}

export function ThreadRow({ thread, open, now, onOpen }: ThreadRowProps) {
  const { t, i18n } = useLingui();
  const { member, unread, waitingSince, assignee, lastMessage } = thread;
  const waited = waitingSince === null ? "" : formatDuration(now - waitingSince);
  const assigneeEmail = assignee?.email ?? "";
  return (
    <li className={`inbox-thread${open ? " inbox-thread--open" : ""}${unread > 0 ? " inbox-thread--unread" : ""}`}>
      <Avatar user={member} size="small" />
      <div className="inbox-thread__body">
        <div className="inbox-thread__line">
          {/* The whole row opens the thread (CSS stretches the button over it); its name is the member's. */}
          <button type="button" className="inbox-thread__open" aria-current={open || undefined} onClick={() => onOpen(member.id)}>
            {member.nickname}
          </button>
          {member.vipLevel > 0 ? <span className={`badge badge--${member.vipLevel > 1 ? "svip" : "vip"}`}>{member.vipLevel > 1 ? t`SVIP` : t`VIP`}</span> : null}
          <time className="inbox-thread__time" dateTime={new Date(thread.lastTime).toISOString()}>
            {formatShortTime(thread.lastTime, now)}
          </time>
        </div>
        <div className="inbox-thread__meta">
          <bdi>#{member.accountId}</bdi> · {languageName(member.language)} · <bdi>{sourceText(i18n, member.source)}</bdi>
        </div>
        <div className="inbox-thread__preview" dir="auto">
          {lastMessage && !lastMessage.fromMember ? <span className="inbox-thread__ours">{t`Reply:`} </span> : null}
          {lastMessageText(i18n, lastMessage)}
        </div>
        <div className="inbox-thread__line inbox-thread__facts">
          {waited ? <span className="inbox-waiting">{t`Waiting ${waited}`}</span> : null}
          <span className="inbox-thread__assignee">{assignee ? t`With ${assigneeEmail}` : t`Unassigned`}</span>
          {unread > 0 ? (
            <span className="inbox-unread">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">
                <Plural value={unread} one="# unread message" other="# unread messages" />
              </span>
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
