/**
 * GET /api/admin/users/search?q (an e-mail address, an account ID or IM account, or part of a
 * nickname; at most 20) and GET /api/admin/users/detail?userId (profile, membership, balances,
 * flags, the newest bills and complaints).
 */
import { accountIdOf, consoleUserQuery, consoleUserSearchQuery } from "@chat/protocol";
import type { ConsoleBill, ConsoleUserDetail, ConsoleUserRow } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import type { DB, UsersTable } from "../../db/schema.js";
import { notFound, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import { erasedEmailHash } from "../account/index.js";
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
    // A deleted account keeps at most a hash of its address (account/erase-account.ts).
    email: r.email,
    vipLevel: effectiveVipLevel(r, now),
    createdAt: Number(r.created_at),
    deletedAt: r.deleted_at === null ? null : Number(r.deleted_at),
    suspendedUntil: r.suspended_until === null ? null : Number(r.suspended_until),
    bannedAt: r.banned_at === null ? null : Number(r.banned_at),
  };
}

/** LIKE's own characters taken literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The users an operator's search `q` finds: the e-mail address (also of a deleted account that keeps
 * its hash), the account ID or IM account, or part of the nickname. Also the support inbox's search.
 */
export function userSearch(q: string) {
  const id = userIdOfSearch(q);
  const email = q.toLowerCase();
  return (eb: ExpressionBuilder<DB, "users">) =>
    eb.or([
      eb("email", "=", email),
      eb("deleted_email", "=", erasedEmailHash(email)),
      eb(eb.fn("lower", ["nickname"]), "like", `%${likeText(q.toLowerCase())}%`),
      ...(id === undefined ? [] : [eb("id", "=", id)]),
    ]);
}

/** The user's newest ledger entries, as the console shows them. */
export async function billsOf(db: Kysely<DB>, userId: number, limit: number): Promise<ConsoleBill[]> {
  const rows = await db.selectFrom("ledger_entries").selectAll().where("user_id", "=", userId).orderBy("id", "desc").limit(limit).execute();
  return rows.map((b) => ({ id: b.id, asset: b.asset, delta: Number(b.delta), balanceAfter: Number(b.balance_after), reason: b.reason, item: b.item, time: Number(b.created_at) }));
}

export function registerConsoleUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx) };

  app.get("/api/admin/users/search", operators, async (request) => {
    const { q } = parseBody(consoleUserSearchQuery, request.query);
    const rows = await db
      .selectFrom("users")
      .selectAll()
      .where(userSearch(q))
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
      billsOf(db, userId, 50),
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
      bills,
      complaints: complaints.map((c) => ({ id: c.id, reason: c.reason, status: c.status, createdAt: Number(c.created_at) })),
    };
    return ok(request.locale, detail);
  });
}
