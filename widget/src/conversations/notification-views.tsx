/** The Recent tab's system screens: friend applications, announcements, interaction notifications. */
import { formatChatTime } from "@chat/i18n/chat-time";
import type { InteractionRecord } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Avatar } from "../common/avatar.js";
import { ViewHeader } from "../common/view-header.js";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import notificationViews from "./notification-views.css?inline";

adoptOnDemandStyles([notificationViews]);

export function ApplicationsView({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const applications = useStore(chat.$applications);
  return (
    <>
      <ViewHeader title={t`Friend applications`} onBack={onBack} />
      <ul className="notice-list detail-scroll" aria-label={t`Friend applications`}>
        {applications.map((application) => (
          <li key={application.applyId} className="notice-list__item">
            <Avatar src={application.avatar} name={application.nickname} />
            <span className="notice-list__text">
              <strong>{application.nickname}</strong>
              {application.note ? <span className="muted">{application.note}</span> : null}
            </span>
            {application.status === null ? (
              <span className="notice-list__actions">
                <button type="button" className="button button--primary" onClick={() => void chat.answerApplication(application.applyId, true)}>
                  <Trans>Approve</Trans>
                </button>
                <button type="button" className="button" onClick={() => void chat.answerApplication(application.applyId, false)}>
                  <Trans>Reject</Trans>
                </button>
              </span>
            ) : (
              <span className="muted">{application.status === 1 ? <Trans>Approved</Trans> : <Trans>Rejected</Trans>}</span>
            )}
          </li>
        ))}
        {applications.length === 0 ? (
          <li className="notice-list__item muted">
            <Trans>No friend applications.</Trans>
          </li>
        ) : null}
      </ul>
    </>
  );
}

export function AnnouncementsView({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const announcements = useStore(chat.$announcements);
  return (
    <>
      <ViewHeader title={t`Announcements`} onBack={onBack} />
      <ul className="notice-list detail-scroll" aria-label={t`Announcements`}>
        {announcements.map((announcement) => (
          <li key={announcement.id} className="notice-list__item">
            <span className="notice-list__text">
              {announcement.title ? <strong>{announcement.title}</strong> : null}
              <span>{announcement.content}</span>
              <time className="muted">{formatChatTime(announcement.insertTime)}</time>
            </span>
          </li>
        ))}
        {announcements.length === 0 ? (
          <li className="notice-list__item muted">
            <Trans>No announcements.</Trans>
          </li>
        ) : null}
      </ul>
    </>
  );
}

function InteractionText({ record }: { record: InteractionRecord }) {
  const name = record.otherUserVo.nickname;
  switch (record.type) {
    case 1:
      return <Trans>{name} followed you</Trans>;
    case 2:
      return <Trans>{name} commented on your moment</Trans>;
    case 3:
      return <Trans>{name} liked your moment</Trans>;
    case 4:
      return <Trans>{name} visited your home page</Trans>;
    case 5:
      return <Trans>{name} replied to your comment</Trans>;
    default:
      return <Trans>{name} sent you a gift</Trans>;
  }
}

export function InteractionsView({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const { items, hasMore, loading } = useStore(chat.$interactions);
  return (
    <>
      <ViewHeader title={t`Interaction notifications`} onBack={onBack} />
      <div className="detail-scroll">
        <ul className="notice-list" aria-label={t`Interaction notifications`} aria-busy={loading}>
          {items.map((record) => (
            <li key={record.id} className="notice-list__item">
              <button type="button" className="link-button" aria-label={t`Profile of ${record.otherUserVo.nickname}`} onClick={() => void chat.openProfile(record.otherUserId)}>
                <Avatar src={record.otherUserVo.avatar} name={record.otherUserVo.nickname} />
              </button>
              <span className="notice-list__text">
                <span>
                  <InteractionText record={record} />
                </span>
                <time className="muted">{formatChatTime(record.insertTime)}</time>
              </span>
            </li>
          ))}
          {items.length === 0 && !loading ? (
            <li className="notice-list__item muted">
              <Trans>No notifications.</Trans>
            </li>
          ) : null}
        </ul>
        {hasMore ? (
          <div className="notice-list__more">
            <button type="button" className="button" disabled={loading} onClick={() => void chat.loadMoreInteractions()}>
              <Trans>Load more</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
