/**
 * Notifications: announcements, interaction records, the unread summary of the Recent tab, and the
 * customer-service account.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { registerNotificationRoutes } from "./notifications.js";

// What other features use of this one.
export { unreadEvent } from "./unread.js";
export { INTERACTION, hasInteractionSince, recordInteraction } from "./record.js";
export { interactionNotice } from "./interaction-notice.js";
export { announcementTexts, publishAnnouncement, wireAnnouncement } from "./announcements.js";
export type { AnnouncementRow } from "./announcements.js";
export { serviceUser } from "./service-account.js";

export function registerNotificationsModule(app: FastifyInstance, ctx: AppContext): void {
  registerNotificationRoutes(app, ctx);
}
