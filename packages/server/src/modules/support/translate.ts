/**
 * POST /api/admin/support/translate {memberId, messageId, to}: a text message of the member's
 * conversation with customer service, translated into the operator's language through the chat's
 * engines and cache. Nothing is charged to anyone and no translation record is written: the member
 * did not ask for it, and operators have no wallet. A message of another conversation is a 404; a
 * translation that cannot be done is a 400 saying why.
 */
import { supportTranslateRequest } from "@chat/protocol";
import type { SupportTranslation } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireOperator } from "../console/index.js";
import { REASON_MESSAGES, translationService } from "../translation/index.js";
import { requireService, requireThread } from "./thread-queries.js";

export function registerSupportTranslateRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/admin/support/translate", { preHandler: requireOperator(ctx, ["support", "admin"]) }, async (request) => {
    const body = parseBody(supportTranslateRequest, request.body);
    const service = await requireService(db);
    await requireThread(db, service.id, body.memberId, ctx.clock.now());
    const message = await db
      .selectFrom("messages")
      .select(["content", "type", "from_user_id", "recalled_at"])
      .where("id", "=", body.messageId)
      .where((eb) =>
        eb.or([
          eb.and([eb("from_user_id", "=", body.memberId), eb("to_user_id", "=", service.id)]),
          eb.and([eb("from_user_id", "=", service.id), eb("to_user_id", "=", body.memberId)]),
        ]),
      )
      .executeTakeFirst();
    if (!message || message.recalled_at !== null) throw notFound();
    if (message.type !== "txt" || !message.content.trim()) throw badRequest("messageBlank");
    const writer = await db.selectFrom("users").select(["language", "languages"]).where("id", "=", message.from_user_id).executeTakeFirst();
    const translation = translationService(ctx);
    const plan = await translation.plan(service.id, message.content, writer ?? {}, body.to);
    const outcome = await translation.run(plan, ctx.clock.now());
    if (!outcome.ok) throw badRequest(REASON_MESSAGES[outcome.reason]);
    return ok<SupportTranslation>(request.locale, { text: outcome.text, from: plan.source ?? "", to: body.to, engine: outcome.engine ?? "" });
  });
}
