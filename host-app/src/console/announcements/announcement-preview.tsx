/**
 * How an announcement reads in the chat panel's Announcements view for one locale: its title and
 * text (English where that language was not written), with the panel's time format, laid out in that
 * language's direction.
 */
import { formatChatTime } from "@chat/i18n";
import { RTL_LOCALES, announcementIn } from "@chat/protocol";
import type { AnnouncementTexts, Locale } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";

export interface AnnouncementPreviewProps {
  texts: AnnouncementTexts;
  locale: Locale;
  time: number;
}

export function AnnouncementPreview({ texts, locale, time }: AnnouncementPreviewProps) {
  const { t } = useLingui();
  const { title, body } = announcementIn(texts, locale);
  const fallback = !texts[locale]?.body && locale !== "en";
  return (
    <figure className="announcement-preview" aria-label={t`Preview`}>
      <div className="announcement-preview__panel" lang={fallback ? "en" : locale} dir={RTL_LOCALES.includes(fallback ? "en" : locale) ? "rtl" : "ltr"}>
        <ul className="announcement-preview__list">
          <li className="announcement-preview__item">
            {title ? <strong className="announcement-preview__title">{title}</strong> : null}
            <span className="announcement-preview__body">{body || "…"}</span>
            <time className="announcement-preview__time">{formatChatTime(time)}</time>
          </li>
        </ul>
      </div>
      {fallback ? (
        <figcaption className="announcement-preview__note">
          <Trans>Not written in this language: members reading it see the English text.</Trans>
        </figcaption>
      ) : null}
    </figure>
  );
}
