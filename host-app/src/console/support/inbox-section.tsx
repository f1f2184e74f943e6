/**
 * The console's "Inbox" section: members' conversations with customer service, answered here as
 * "Customer service". The list and the open thread follow the live feed while the section is open;
 * leaving it (or logging out, which leaves it) stops the feed.
 */
import { createSupportDesk } from "@chat/client/console";
import { localeStore } from "@chat/i18n";
import { useEffect, useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { InboxScreen } from "./inbox-screen.js";

export default function InboxSection({ api, operator }: SectionProps) {
  const desk = useMemo(() => createSupportDesk({ api, language: () => localeStore.get() }), [api]);
  useEffect(() => {
    desk.start();
    return () => desk.stop();
  }, [desk]);
  return <InboxScreen inbox={desk.inbox} operator={operator} $feed={desk.feed.$state} />;
}
