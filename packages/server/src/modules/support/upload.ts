/**
 * POST /api/admin/support/upload (multipart, field `file`): a picture for a reply, checked and
 * re-encoded as a member's chat picture is (the uploads feature), owned by the customer-service
 * account so that only a reply can send it. Answers `{url: "/files/<key>.<ext>"}`.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { ok, tooMany } from "../../http/envelope.js";
import { ONE_IMAGE_FORM, readFileField, registerUploadForm } from "../../http/multipart.js";
import { callerOperator, requireOperator } from "../console/index.js";
import { storeChatImage } from "../uploads/index.js";
import type { UploadReply } from "../uploads/index.js";
import { requireService } from "./thread-queries.js";

/** An operator sends more pictures than a member, but not without end. */
const UPLOAD_RULE = { limit: 300, windowMs: 60 * 60_000 };

export async function registerSupportUploadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    await registerUploadForm(scope, ONE_IMAGE_FORM);

    scope.post("/api/admin/support/upload", { preHandler: requireOperator(ctx, ["support", "admin"]) }, async (request) => {
      const operator = callerOperator(request);
      const service = await requireService(ctx.database.db);
      const limited = await ctx.limiter.consume(`support-upload:${operator.id}`, UPLOAD_RULE);
      if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
      return ok<UploadReply>(request.locale, await storeChatImage(ctx, service.id, await readFileField(request)));
    });
  });
}
