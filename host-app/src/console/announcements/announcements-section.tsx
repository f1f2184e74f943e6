/** The console's Announcements section: the screen over the console's API (publishing is admin-only). */
import { announcementsCalls, createAnnouncements } from "@chat/client/console";
import { useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { AnnouncementsScreen } from "./announcements-screen.js";

export default function AnnouncementsSection({ api, operator }: SectionProps) {
  const announcements = useMemo(() => createAnnouncements(announcementsCalls(api)), [api]);
  return <AnnouncementsScreen announcements={announcements} canPublish={operator.role === "admin"} />;
}
