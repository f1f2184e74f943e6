/**
 * GET /api/admin/users/search?q (an e-mail address, an account ID or IM account, or part of a
 * nickname; at most 20) and GET /api/admin/users/detail?userId (profile, membership, balances,
 * flags, the newest bills and complaints).
 */
import { accountIdOf, consoleUserQuery, consoleUserSearchQuery } from "@chat/protocol";
import type { ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { UsersTable } from "../../db/schema.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import type { Selectable } from "kysely";
import { userIdOfSearch } from "../profiles/index.js";
import { effectiveVipLevel } from "../wallet/index.js";
import { requireOperator } from "./auth.js";

const SEARCH_LIMIT = 20;

type UserRow = Selectable<UsersTable>;

export function toConsoleUser(r: UserRow, now: number): ConsoleUserRow {
  return {
    id: r.id,
    accountId: accountIdOf(r.id),
    nickname: r.nickname,
    email: r.email ?? r.deleted_email,
    vipLevel: effectiveVipLevel(r, now),
    createdAt: Number(r.created_at),
    deletedAt: r.deleted_at === null ? null : Number(r.deleted_at),
    suspendedUntil: r.suspended_until === null ? null : Number(r.suspended_until),
    bannedAt: r.banned_at === null ? null : Number(r.banned_at),
  };
}

/** LIKE's own characters taken literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerConsoleUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx) };

  app.get("/api/admin/users/search", operators, async (request) => {
    const { q } = parseBody(consoleUserSearchQuery, request.query);
    const id = userIdOfSearch(q);
    const email = q.toLowerCase();
    const rows = await db
      .selectFrom("users")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("email", "=", email),
          eb("deleted_email", "=", email),
          eb(eb.fn("lower", ["nickname"]), "like", `%${likeText(q.toLowerCase())}%`),
          ...(id === undefined ? [] : [eb("id", "=", id)]),
        ]),
      )
      .orderBy("id")
      .limit(SEARCH_LIMIT)
      .execute();
    const now = ctx.clock.now();
    return ok<ConsoleUserRow[]>(request.locale, rows.map((r) => toConsoleUser(r, now)));
  });

  app.get("/api/admin/users/detail", operators, async (request) => {
    const { userId } = parseBody(consoleUserQuery, request.query);
    const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    if (!user) throw notFound();
    const [bills, complaints] = await Promise.all([
      db.selectFrom("ledger_entries").selectAll().where("user_id", "=", userId).orderBy("id", "desc").limit(50).execute(),
      db
        .selectFrom("complaints as c")
        .innerJoin("complaint_types as t", "t.id", "c.type")
        .select(["c.id", "t.reason", "c.status", "c.created_at"])
        .where("c.be_complained_user_id", "=", userId)
        .orderBy("c.id", "desc")
        .limit(20)
        .execute(),
    ]);
    const now = ctx.clock.now();
    const detail: ConsoleUserDetail = {
      user: {
        ...toConsoleUser(user, now),
        avatar: user.avatar,
        gender: user.gender,
        region: user.region,
        language: user.language,
        personalMessage: user.personal_message,
        occupation: user.occupation,
      },
      membership: { vipLevel: effectiveVipLevel(user, now), vipExpiresAt: user.vip_expires_at === null ? null : Number(user.vip_expires_at) },
      balances: { goldCoin: Number(user.gold_coin), translateChars: Number(user.translate_chars), vipChars: Number(user.vip_chars), freeGifts: Number(user.free_gifts) },
      flags: { isPayMsg: user.is_pay_msg === 1, isBurnPayMsg: user.is_burn_pay_msg === 1 },
      bills: bills.map((b) => ({ id: b.id, asset: b.asset, delta: Number(b.delta), balanceAfter: Number(b.balance_after), reason: b.reason, item: b.item, time: Number(b.created_at) })),
      complaints: complaints.map((c) => ({ id: c.id, reason: c.reason, status: c.status, createdAt: Number(c.created_at) })),
    };
    return ok(request.locale, detail);
  });
}
