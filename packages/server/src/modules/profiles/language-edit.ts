/**
 * POST /api/user/language-edit {language} (product §7): saves the account's UI language, one of the 17
 * locale codes. The answer already speaks the new language, so the notice matches the switched UI.
 */
import { isLocale } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { badRequest, ok } from "../../http/envelope.js";

export function registerLanguageEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/user/language-edit", { preHandler: requireAuth(ctx) }, async (request) => {
    const body: unknown = request.body;
    const language = body && typeof body === "object" && "language" in body ? body.language : undefined;
    if (!isLocale(language)) throw badRequest("badRequest");
    await db.updateTable("users").set({ language }).where("id", "=", callerId(request)).execute();
    return ok(language, null, "saveOk");
  });
}
