/** The console's Announcements section: the screen over the console's API (publishing is admin-only). */
import type { AnnouncementTexts, ConsoleAnnouncement, PublishAnnouncementReply } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { AnnouncementsScreen, type AnnouncementsActions } from "./announcements-screen.js";

export default function AnnouncementsSection({ api, operator }: SectionProps) {
  const { i18n } = useLingui();
  const actions = useMemo<AnnouncementsActions>(() => {
    const explain = (error: unknown) => {
      throw new Error(consoleFailureText(i18n, error));
    };
    return {
      list: () => api.get<ConsoleAnnouncement[]>("admin/announcements").catch(explain),
      publish: (texts: AnnouncementTexts) =>
        api
          .post<PublishAnnouncementReply>("admin/announcements/publish", { texts })
          .then((r) => r.recipients)
          .catch(explain),
    };
  }, [api, i18n]);
  return <AnnouncementsScreen actions={actions} canPublish={operator.role === "admin"} />;
}
