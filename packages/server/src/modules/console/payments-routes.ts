/**
 * The console's payments (read-only, both roles): GET /api/admin/payments?provider=&status=&page=
 * &pageSize= (with the coins the ledger credited for each), GET /api/admin/payments/reconciliation
 * (differences between what providers reported and what was credited, first).
 */
import { consolePaymentQuery } from "@chat/protocol";
import type { ConsolePaymentPage, ReconciliationReport } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireOperator } from "./auth.js";
import { listPayments, reconcile } from "./payments-queries.js";

export function registerConsolePayments(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx) };

  app.get("/api/admin/payments", operators, async (request) => {
    const { page, pageSize, ...filter } = parseBody(consolePaymentQuery, request.query);
    return ok<ConsolePaymentPage>(request.locale, await listPayments(db, filter, page, pageSize));
  });

  app.get("/api/admin/payments/reconciliation", operators, async (request) => ok<ReconciliationReport>(request.locale, await reconcile(db, ctx.clock.now())));
}
