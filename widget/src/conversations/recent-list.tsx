/**
 * The Recent tab (product §2): rows for friend applications, announcements and interaction
 * notifications, then the conversations (customer service included), newest activity first.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { HeartIcon, MegaphoneIcon, UserPlusIcon } from "@chat/design";
import { NotificationsPrompt } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";
import { ConversationRow } from "./conversation-row.js";

export function RecentList() {
  const { t } = useLingui();
  const { chat } = usePanel();
  const conversations = useStore(chat.$conversations);
  const summary = useStore(chat.$unreadSummary);
  const { controller } = usePanel();
  const notifications = useStore(controller.$notifications);

  return (
    <ul className="recent" aria-label={t`Recent`}>
      {notifications && typeof Notification !== "undefined" && Notification.permission === "default" ? <NotificationsPrompt /> : null}
      <SystemRow icon={<UserPlusIcon />} label={t`Friend applications`} count={summary.applys} onOpen={() => void chat.openApplications()} />
      <SystemRow icon={<MegaphoneIcon />} label={t`Announcements`} count={summary.system} onOpen={() => void chat.openAnnouncements()} />
      <SystemRow icon={<HeartIcon />} label={t`Interaction notifications`} count={summary.interact} onOpen={() => void chat.openInteractions()} />
      {conversations.map((conversation) => (
        <ConversationRow key={`${conversation.userType}-${conversation.userId}`} conversation={conversation} />
      ))}
      {conversations.length === 0 ? (
        <li className="recent__empty muted">
          <Trans>No conversations yet.</Trans>
        </li>
      ) : null}
    </ul>
  );
}

function SystemRow({ icon, label, count, onOpen }: { icon: ReactNode; label: string; count: number; onOpen(): void }) {
  const { t } = useLingui();
  return (
    <li className="recent__row">
      <button type="button" className="recent__main" onClick={onOpen}>
        <span className="avatar recent__icon" aria-hidden="true">
          {icon}
        </span>
        <span className="recent__text">
          <span className="recent__name">{label}</span>
        </span>
        {count > 0 ? (
          <span className="badge" aria-label={t`${count} unread`}>
            {count}
          </span>
        ) : null}
      </button>
    </li>
  );
}
