/**
 * The console's announcements: GET /api/admin/announcements (what was published, every version),
 * POST /api/admin/announcements/publish {texts} (admin only: it reaches every member at once). The
 * announcement, each member's `notice` and `unread` events and the audit row commit together; the
 * events go out live after the commit.
 */
import { ANNOUNCEMENT_LIMITS, publishAnnouncementRequest } from "@chat/protocol";
import type { ConsoleAnnouncement, PublishAnnouncementReply } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { announcementTexts, publishAnnouncement } from "../notifications/index.js";
import type { AnnouncementRow } from "../notifications/index.js";
import { recordAudit } from "./audit.js";
import { callerOperator, requireOperator } from "./auth.js";

const toConsole = (row: AnnouncementRow): ConsoleAnnouncement => ({ id: row.id, texts: announcementTexts(row), insertTime: Number(row.insert_time), operatorId: row.operator_id });

export function registerConsoleAnnouncements(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.get("/api/admin/announcements", { preHandler: requireOperator(ctx) }, async (request) => {
    const rows = await db.selectFrom("announcements").selectAll().orderBy("insert_time", "desc").orderBy("id", "desc").limit(ANNOUNCEMENT_LIMITS.list).execute();
    return ok<ConsoleAnnouncement[]>(request.locale, rows.map(toConsole));
  });

  app.post("/api/admin/announcements/publish", { preHandler: requireOperator(ctx, ["admin"]) }, async (request) => {
    const operator = callerOperator(request);
    const { texts } = parseBody(publishAnnouncementRequest, request.body);
    const now = ctx.clock.now();
    const published = await db.transaction().execute(async (trx) => {
      const result = await publishAnnouncement(trx, texts, operator.id, now);
      await recordAudit(trx, { operatorId: operator.id, action: "announcement.publish", targetType: "announcement", targetId: result.row.id, before: null, after: { texts, recipients: result.recipients }, at: now });
      return result;
    });
    publishAll(ctx, published.events);
    return ok<PublishAnnouncementReply>(request.locale, { announcement: toConsole(published.row), recipients: published.recipients });
  });
}
