/**
 * The panel's screens (product §2 view index): the Recent/Contacts list, and beside it (wide) or instead
 * of it (narrow) the open conversation, profile card or notification list.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { ConnectionBanner } from "../messages/connection-banner.js";
import { ConversationView } from "../messages/conversation-view.js";
import { onDemand } from "../modals/on-demand.js";
import { ProfileCard } from "../profiles/lazy-card.js";
import { RecentList } from "../conversations/recent-list.js";
import { LiveNoticeToasts } from "../toasts/live-notice-toasts.js";
import { WalletBalance } from "../wallet/wallet-balance.js";
import { ListTabs, type ListTab } from "./list-tabs.js";
import { usePanel } from "./panel-context.js";

// The panel opens on Recent; the Contacts tab loads when it is first shown.
const ContactsList = onDemand(() => import("../contacts/contacts-list.js").then((m) => m.ContactsList));
// Opened from the Recent list's notification rows, far less often than a conversation.
const ApplicationsView = onDemand(() => import("../conversations/notification-views.js").then((m) => m.ApplicationsView));
const AnnouncementsView = onDemand(() => import("../conversations/notification-views.js").then((m) => m.AnnouncementsView));
const InteractionsView = onDemand(() => import("../conversations/notification-views.js").then((m) => m.InteractionsView));

export function PanelBody() {
  const { chat } = usePanel();
  const view = useStore(chat.$view);
  const [tab, setTab] = useState<ListTab>("recent");
  const listTab = view.name === "list" ? view.tab : null;
  useEffect(() => {
    if (listTab) setTab(listTab);
  }, [listTab]);
  const detail = view.name !== "list";

  return (
    <div className={`panel__body${detail ? " panel__body--detail" : ""}`}>
      <ConnectionBanner />
      <Announcer />
      <LiveNoticeToasts />
      <WalletBalance />
      <div className="panel__columns">
        <div className="panel__list">
          <ListTabs
            tab={tab}
            onTab={(next) => {
              setTab(next);
              if (!detail) chat.showList(next);
            }}
            recent={<RecentList />}
            contacts={<ContactsList />}
          />
        </div>
        <div className="panel__main">
          {view.name === "conversation" ? <ConversationView key={view.peerId} peerId={view.peerId} onBack={() => chat.showList(tab)} /> : null}
          {view.name === "profile" ? <ProfileCard userId={view.userId} onBack={() => chat.showList(tab)} /> : null}
          {view.name === "applications" ? <ApplicationsView onBack={() => chat.showList(tab)} /> : null}
          {view.name === "announcements" ? <AnnouncementsView onBack={() => chat.showList(tab)} /> : null}
          {view.name === "interactions" ? <InteractionsView onBack={() => chat.showList(tab)} /> : null}
          {detail ? null : (
            <p className="panel__empty muted">
              <Trans>Pick a conversation to start chatting.</Trans>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Announces new incoming messages politely to screen readers. */
function Announcer() {
  const { t } = useLingui();
  const { chat } = usePanel();
  const announcement = useStore(chat.$announcement);
  let text = "";
  if (announcement) {
    const name = announcement.name || t`Someone`;
    if (announcement.kind === "txt") text = t`${name}: ${announcement.text}`;
    else if (announcement.kind === "img") text = t`${name} sent an image`;
    else text = t`${name} sent a message`;
  }
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement ? <span key={announcement.id}>{text}</span> : null}
    </div>
  );
}
