/**
 * Changes to a user, each with its audit record (before and after) in the same transaction:
 * POST /api/admin/users/coins {userId, delta, reason} (`admin` only; a ledger entry like any other,
 * never below zero), POST /api/admin/users/set {userId, vipLevel?, isPayMsg?, isBurnPayMsg?},
 * POST /api/admin/users/restore {userId} (lifts a suspension or a ban).
 */
import { consoleCoinsRequest, consoleUserRestoreRequest, consoleUserSetRequest } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { InsufficientBalance, ledgerTransaction, post, walletEvent } from "../wallet/index.js";
import { recordAudit } from "./audit.js";
import { callerOperator, requireOperator } from "./auth.js";

export function registerConsoleUserActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  async function existing(userId: number) {
    const user = await db.selectFrom("users").selectAll().where("id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
    if (!user) throw notFound();
    return user;
  }

  app.post("/api/admin/users/coins", { preHandler: requireOperator(ctx, ["admin"]) }, async (request) => {
    const operator = callerOperator(request);
    const { userId, delta, reason } = parseBody(consoleCoinsRequest, request.body);
    const user = await existing(userId);
    const now = ctx.clock.now();
    try {
      const { balance, events } = await ledgerTransaction(ctx.database, async (trx) => {
        const { entries } = await post(trx, user.id, `console:${randomBytes(8).toString("hex")}`, [{ asset: "gold_coin", delta, reason: "admin", reference: "console", item: `Support: ${reason}` }], now);
        const after = entries[0]?.balance_after ?? 0;
        await recordAudit(trx, { operatorId: operator.id, action: "user.coins", targetType: "user", targetId: user.id, before: { goldCoin: Number(after) - delta }, after: { goldCoin: Number(after), delta, reason }, at: now });
        return { balance: Number(after), events: [await walletEvent(trx, user.id, now)] };
      });
      publishAll(ctx, events);
      return ok(request.locale, { goldCoin: balance }, "saveOk");
    } catch (error) {
      if (error instanceof InsufficientBalance) throw badRequest("consoleCoinsTooFew");
      throw error;
    }
  });

  app.post("/api/admin/users/set", { preHandler: requireOperator(ctx) }, async (request) => {
    const operator = callerOperator(request);
    const body = parseBody(consoleUserSetRequest, request.body);
    const user = await existing(body.userId);
    const now = ctx.clock.now();
    const before = { vipLevel: user.vip_level, vipExpiresAt: user.vip_expires_at, isPayMsg: user.is_pay_msg === 1, isBurnPayMsg: user.is_burn_pay_msg === 1 };
    const values = {
      ...(body.vipLevel === undefined ? {} : { vip_level: body.vipLevel, vip_expires_at: null, free_gifts_month: "" }),
      ...(body.isPayMsg === undefined ? {} : { is_pay_msg: body.isPayMsg ? 1 : 0 }),
      ...(body.isBurnPayMsg === undefined ? {} : { is_burn_pay_msg: body.isBurnPayMsg ? 1 : 0 }),
    };
    const after = {
      vipLevel: body.vipLevel ?? before.vipLevel,
      vipExpiresAt: body.vipLevel === undefined ? before.vipExpiresAt : null,
      isPayMsg: body.isPayMsg ?? before.isPayMsg,
      isBurnPayMsg: body.isBurnPayMsg ?? before.isBurnPayMsg,
    };
    const events = await db.transaction().execute(async (trx) => {
      // A level the operator sets does not expire (bought memberships do), as with the command line.
      await trx.updateTable("users").set(values).where("id", "=", user.id).execute();
      await recordAudit(trx, { operatorId: operator.id, action: "user.set", targetType: "user", targetId: user.id, before, after, at: now });
      return [await walletEvent(trx, user.id, now)];
    });
    publishAll(ctx, events);
    return ok(request.locale, after, "saveOk");
  });

  app.post("/api/admin/users/restore", { preHandler: requireOperator(ctx) }, async (request) => {
    const operator = callerOperator(request);
    const { userId } = parseBody(consoleUserRestoreRequest, request.body);
    const user = await existing(userId);
    const now = ctx.clock.now();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("users").set({ suspended_until: null, banned_at: null }).where("id", "=", user.id).execute();
      await recordAudit(trx, { operatorId: operator.id, action: "user.restore", targetType: "user", targetId: user.id, before: { suspendedUntil: user.suspended_until, bannedAt: user.banned_at }, after: { suspendedUntil: null, bannedAt: null }, at: now });
    });
    return ok(request.locale, null, "saveOk");
  });
}
