/**
 * The console's mall orders: GET /api/admin/mall/orders?status=&goodId=&userId=&page=&pageSize=
 * (newest first; a user matches as buyer or recipient) and POST /api/admin/mall/orders/status
 * {id, status: "received"}. Spec §4 knows two states, purchased then received, so the only change is
 * marking a purchased order received (a parcel the recipient never confirmed); both roles may, as
 * it moves no money. Audited with before and after.
 */
import { CODE, consoleOrderQuery, consoleOrderStatusRequest } from "@chat/protocol";
import type { ConsoleOrderPage, MallOrder } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { AppError, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { orderById, searchOrders, setOrderReceived } from "../mall/index.js";
import { recordAudit } from "./audit.js";
import { callerOperator, requireOperator } from "./auth.js";

const snapshot = (o: MallOrder) => ({ status: o.status, receivedTime: o.receivedTime });

export function registerConsoleOrders(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx) };

  app.get("/api/admin/mall/orders", operators, async (request) => {
    const { page, pageSize, ...filter } = parseBody(consoleOrderQuery, request.query);
    return ok<ConsoleOrderPage>(request.locale, await searchOrders(db, filter, page, pageSize));
  });

  app.post("/api/admin/mall/orders/status", operators, async (request) => {
    const operator = callerOperator(request);
    const { id } = parseBody(consoleOrderStatusRequest, request.body);
    const now = ctx.clock.now();
    const order = await db.transaction().execute(async (trx) => {
      const before = await orderById(trx, id);
      if (!before) throw notFound();
      if (!(await setOrderReceived(trx, id, now))) throw new AppError(CODE.conflict, "orderNotPurchased");
      const after = await orderById(trx, id);
      if (!after) throw notFound();
      await recordAudit(trx, { operatorId: operator.id, action: "order.status", targetType: "order", targetId: id, before: snapshot(before), after: snapshot(after), at: now });
      return after;
    });
    return ok<MallOrder>(request.locale, order);
  });
}
