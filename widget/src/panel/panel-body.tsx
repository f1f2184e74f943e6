/**
 * The panel's screens (product §2 view index): the Recent/Contacts list, and beside it (wide) or instead
 * of it (narrow) the view `chat.$view` names, from the table `VIEWS`: a new screen is a line there
 * and its own folder.
 */
import type { PanelView } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ComponentType } from "react";
import { ConnectionBanner } from "../messages/connection-banner.js";
import { ConversationView } from "../messages/conversation-view.js";
import { onDemand } from "../modals/on-demand.js";
import { ProfileCard } from "../profiles/lazy-card.js";
import { RecentList } from "../conversations/recent-list.js";
import { LiveNoticeToasts } from "../toasts/live-notice-toasts.js";
import { WalletBalance } from "../wallet/wallet-balance.js";
import { usePanel } from "../common/panel-context.js";
import { ListTabs, type ListTab } from "./list-tabs.js";

// The panel opens on Recent; the Contacts tab loads when it is first shown.
const ContactsList = onDemand(() => import("../contacts/contacts-list.js").then((m) => m.ContactsList));

/** A view beside the list: its fields of `chat.$view` (a conversation's `peerId`…) and Back. */
type DetailView = Exclude<PanelView, { name: "list" }>;
type ViewProps<V extends DetailView> = Omit<V, "name"> & { onBack(): void };

/** The panel's views by name, each a component of this module's chunk or one loaded on demand. */
const VIEWS: { [N in DetailView["name"]]: ComponentType<ViewProps<Extract<DetailView, { name: N }>>> } = {
  conversation: ConversationView,
  profile: ProfileCard,
  // Opened from the Recent list's notification rows, far less often than a conversation.
  applications: onDemand(() => import("../conversations/notification-views.js").then((m) => m.ApplicationsView)),
  announcements: onDemand(() => import("../conversations/notification-views.js").then((m) => m.AnnouncementsView)),
  interactions: onDemand(() => import("../conversations/notification-views.js").then((m) => m.InteractionsView)),
};

export function PanelBody() {
  const { chat } = usePanel();
  const view = useStore(chat.$view);
  const [tab, setTab] = useState<ListTab>("recent");
  const listTab = view.name === "list" ? view.tab : null;
  useEffect(() => {
    if (listTab) setTab(listTab);
  }, [listTab]);
  const detail = view.name !== "list";
  const View = detail ? (VIEWS[view.name] as ComponentType<ViewProps<DetailView>>) : null;

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
          {/* Another conversation (or person) is a new view, not this one's state carried over. */}
          {View ? (
            <View key={JSON.stringify(view)} {...view} onBack={() => chat.showList(tab)} />
          ) : (
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
