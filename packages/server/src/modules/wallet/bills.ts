/** GET /api/bill/type and GET /api/bill/list: the transaction record screen (product §3 bill record). */
import type { BillPage, BillReason, BillType } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok } from "../../http/envelope.js";
import { parseBody, pageField, pageSizeField } from "../../http/parse-body.js";
import { billItemKey } from "./bill-item-key.js";

export const BILL_TYPES: readonly BillType[] = [
  { type: "recharge", name: "Gold coin top-up" },
  { type: "translate_package", name: "Translation package" },
  { type: "vip", name: "Membership" },
  { type: "translate", name: "Translation" },
  { type: "translate_release", name: "Translation refund" },
  { type: "message", name: "Chat message" },
  { type: "burn_view", name: "Burn-after-read photo" },
  { type: "burn_recovery", name: "Burned moment reopened" },
  { type: "gift", name: "Gift" },
  { type: "free_gifts_grant", name: "Monthly free gifts" },
  { type: "admin", name: "Adjustment by support" },
  { type: "demo", name: "Demo balance" },
  { type: "mall", name: "Mall order" },
];

const REASONS = BILL_TYPES.map((b) => b.type) as [BillReason, ...BillReason[]];

const listQuery = z.object({
  page: pageField,
  pageSize: pageSizeField(100),
  type: z.enum(REASONS, { error: "badRequest" }).optional(),
  asset: z.enum(["gold_coin", "translate_chars", "vip_chars", "free_gifts", "blur_uses"], { error: "badRequest" }).optional(),
});

export function registerBillRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/bill/type", auth, async (request) => ok(request.locale, BILL_TYPES));

  app.get("/api/bill/list", auth, async (request) => {
    const me = callerId(request);
    const q = parseBody(listQuery, request.query);
    let base = db.selectFrom("ledger_entries").where("user_id", "=", me);
    if (q.type) base = base.where("reason", "=", q.type);
    if (q.asset) base = base.where("asset", "=", q.asset);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy("id", "desc").limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
      base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const page: BillPage = {
      records: rows.map((r) => ({
        id: r.id,
        item: r.item || (BILL_TYPES.find((b) => b.type === r.reason)?.name ?? r.reason),
        itemKey: billItemKey(r.reason as BillReason, r.item),
        type: r.reason as BillReason,
        asset: r.asset,
        accountChange: Number(r.delta),
        balanceAfter: Number(r.balance_after),
        createTime: Number(r.created_at),
        translatedCharacters: Number(r.chars),
        // A top-up's payment order and a mall order's number: what a receipt names.
        orderId: (r.reason === "recharge" || r.reason === "mall") && r.reference ? r.reference : null,
      })),
      total: Number(total.n),
    };
    return ok(request.locale, page);
  });
}
