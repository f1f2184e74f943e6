/**
 * `GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD`: the console's numbers of a period, per UTC day
 * (stats-queries.ts). Both operator roles may read them; a period is at most 366 days.
 */
import { statsQuery } from "@chat/protocol";
import type { ConsoleStats } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireOperator } from "./auth.js";
import { loadStats } from "./stats-queries.js";

export function registerConsoleStats(app: FastifyInstance, ctx: AppContext): void {
  app.get("/api/admin/stats", { preHandler: requireOperator(ctx) }, async (request) => {
    const { from, to } = parseBody(statsQuery, request.query);
    return ok<ConsoleStats>(request.locale, await loadStats(ctx.database.db, from, to));
  });
}
