/** The announcements published so far, newest first, with the languages each was written in. */
import { LOCALES } from "@chat/protocol";
import type { ConsoleAnnouncement } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@chat/i18n";

export function AnnouncementList({ announcements }: { announcements: ConsoleAnnouncement[] }) {
  const { t } = useLingui();
  if (announcements.length === 0)
    return (
      <p className="console-ops__empty">
        <Trans>No announcements yet.</Trans>
      </p>
    );
  return (
    <ul className="announcement-list" aria-label={t`Published announcements`}>
      {announcements.map((a) => (
        <li key={a.id} className="announcement-list__item">
          <strong>{a.texts.en?.title || a.texts.en?.body}</strong>
          <span className="console-ops__muted">
            <time dateTime={new Date(a.insertTime).toISOString()}>{formatDateTime(a.insertTime)}</time>
            {" · "}
            {LOCALES.filter((l) => a.texts[l.code]).map((l) => l.code).join(", ")}
          </span>
        </li>
      ))}
    </ul>
  );
}
