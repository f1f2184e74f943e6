/**
 * GET /api/gift/list (catalogue and free gifts left) and GET /api/gift/records?direction=given|received.
 * A gift is sent with POST /api/message/send, messageType "custom", customExt {type: "gift", id, amount, note}.
 */
import type { GiftCatalogue, GiftRecordPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { ok } from "../../http/envelope.js";
import { parseBody, pageField, pageSizeField } from "../../http/parse-body.js";
import { GIFTS, findById } from "../wallet/index.js";
import { grantMonthlyFreeGifts } from "./gift-charge.js";
import { ledgerTransaction } from "../wallet/index.js";

const recordsQuery = z.object({
  direction: z.enum(["given", "received"], { error: "badRequest" }).default("received"),
  page: pageField,
  pageSize: pageSizeField(100),
});

export function registerGiftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/gift/list", auth, async (request) => {
    const me = callerId(request);
    const freeGiftsLeft = await ledgerTransaction(ctx.database, (trx) => grantMonthlyFreeGifts(trx, ctx.database.dialect, me, ctx.config.costs, ctx.clock.now()));
    return ok<GiftCatalogue>(request.locale, { gifts: [...GIFTS], freeGiftsLeft });
  });

  app.get("/api/gift/records", auth, async (request) => {
    const me = callerId(request);
    const q = parseBody(recordsQuery, request.query);
    const mine = q.direction === "given" ? "g.from_user_id" : "g.to_user_id";
    const base = db.selectFrom("gift_records as g").where(mine, "=", me);
    const [rows, total] = await Promise.all([
      base
        .innerJoin("users as f", "f.id", "g.from_user_id")
        .innerJoin("users as t", "t.id", "g.to_user_id")
        .select(["g.id", "g.gift_id", "g.amount", "g.note", "g.coins", "g.message_id", "g.created_at", "g.from_user_id", "g.to_user_id", "f.nickname as from_nickname", "t.nickname as to_nickname"])
        .orderBy("g.id", "desc")
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const page: GiftRecordPage = {
      records: rows.map((r) => ({
        id: r.id,
        giftId: r.gift_id,
        name: findById(GIFTS, r.gift_id)?.name ?? r.gift_id,
        number: r.amount,
        donorId: r.from_user_id,
        donorNickname: r.from_nickname,
        doneeId: r.to_user_id,
        doneeNickname: r.to_nickname,
        note: r.note,
        coins: Number(r.coins),
        messageId: r.message_id,
        time: Number(r.created_at),
      })),
      total: Number(total.n),
    };
    return ok(request.locale, page);
  });
}
