/** Login sessions: the token goes to the client once; the database keeps only its SHA-256. */
import { LIMITS } from "@chat/protocol";
import { CompiledQuery } from "kysely";
import type { ExpressionBuilder, Kysely } from "kysely";
import { Batches } from "../../db/batches.js";
import type { DB } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import { hotQuery } from "../../db/hot-query.js";
import type { RequestAuth } from "../../http/request.js";
import type { SessionCheck } from "../../realtime/gateway-deps.js";
import { newToken, sha256 } from "../../security/token.js";
import { epochDay, recordActiveDay } from "./active-days.js";

export const SESSION_TTL_MS = LIMITS.cookieLifeDays * 24 * 60 * 60_000;
/** last_seen_at is refreshed at most this often, so reads do not become writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Not banned and not suspended now: a suspension or ban ends the user's sessions at once
 * (endAllSessions); this keeps one created in the same instant from living on. SELECT_SESSIONS
 * below writes the same conditions in SQL (sessions.test.ts checks both databases agree).
 */
function inGoodStanding(eb: ExpressionBuilder<DB & { users: DB["users"] }, "users">, now: number) {
  return eb.and([eb("users.banned_at", "is", null), eb.or([eb("users.suspended_until", "is", null), eb("users.suspended_until", "<=", now)])]);
}

/** Starts a session (by default for the cookie's 30 days) and returns the token for the client. */
export async function createSession(ctx: AppContext, userId: number, expiresAt?: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  // Expired sessions of this user are dead weight; sweeping them here keeps the table small.
  await ctx.database.db.deleteFrom("sessions").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
  await ctx.database.db
    .insertInto("sessions")
    .values({ token_hash: sha256(token), user_id: userId, created_at: now, expires_at: expiresAt ?? now + SESSION_TTL_MS, last_seen_at: now })
    .execute();
  await recordActiveDay(ctx.database.db, userId, now);
  return token;
}

// Every authenticated request asks: compiled once (db/hot-query.ts).
const selectSession = hotQuery((db, p: { tokenHash: string; now: number }) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.user_id", "sessions.last_seen_at", "sessions.expires_at"])
    .where("sessions.token_hash", "=", p.tokenHash)
    .where("sessions.expires_at", ">", p.now)
    .where("users.deleted_at", "is", null)
    .where((eb) => inGoodStanding(eb, p.now)),
);

interface SessionRow {
  user_id: number;
  last_seen_at: number;
  expires_at: number;
}

// On PostgreSQL the requests that arrive together read their sessions in one statement (the same
// conditions as selectSession, each request with its own now), two batches at most side by side.
// `limit 1` keeps each lookup a probe of the token's key: joined as a whole, PostgreSQL hashed every
// session and user for each batch. Built with kysely from inGoodStanding instead, the query cost
// PostgreSQL over HTTP about a third of its messages a second (3,453–3,765 → 2,372–2,386 in the bench).
const SELECT_SESSIONS = `select s.user_id, s.last_seen_at, s.expires_at
  from unnest($1::text[], $2::bigint[]) with ordinality as k(hash, now, i)
  left join lateral (select s.user_id, s.last_seen_at, s.expires_at from sessions s join users u on u.id = s.user_id
    where s.token_hash = k.hash and s.expires_at > k.now and u.deleted_at is null
      and u.banned_at is null and (u.suspended_until is null or u.suspended_until <= k.now) limit 1) s on true
  order by k.i`;
const sessionReads = new WeakMap<Kysely<DB>, Batches<{ tokenHash: string; now: number }, SessionRow | undefined>>();

function sessionReadsOf(db: Kysely<DB>) {
  let reads = sessionReads.get(db);
  if (!reads) {
    reads = new Batches(2, async (asked) => {
      const { rows } = await db.executeQuery<SessionRow | { user_id: null }>(CompiledQuery.raw(SELECT_SESSIONS, [asked.map((a) => a.tokenHash), asked.map((a) => a.now)]));
      // A token with no live session is a row of nulls (the left join).
      return rows.map((r) => (r.user_id === null ? undefined : r));
    });
    sessionReads.set(db, reads);
  }
  return reads;
}

/** The live session of a token whose user still exists, or undefined. */
export async function findSession(ctx: Pick<AppContext, "database" | "clock">, token: string): Promise<RequestAuth | undefined> {
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  const batched = ctx.database.dialect === "postgres" ? sessionReadsOf(ctx.database.db) : undefined;
  const row = batched ? await batched.run({ tokenHash, now }) : (await selectSession(ctx.database.db, { tokenHash, now })).rows[0];
  if (!row) return undefined;
  // The first use on a new UTC day also counts the member as active that day (active-days.ts).
  const newDay = epochDay(now) !== epochDay(row.last_seen_at);
  if (newDay || now - row.last_seen_at > TOUCH_EVERY_MS) {
    await ctx.database.db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
    if (newDay) await recordActiveDay(ctx.database.db, row.user_id, now);
  }
  return { userId: row.user_id, tokenHash, expiresAt: Number(row.expires_at) };
}

/**
 * A signed-in socket's session checked again (the gateway asks when sessions of the user ended or
 * this one's time is up): still live, gone while another session of the user lives on (logged in on
 * another device), or gone with none left.
 */
export async function checkSession(ctx: Pick<AppContext, "database" | "clock">, userId: number, tokenHash: string): Promise<SessionCheck> {
  const now = ctx.clock.now();
  const sessions = await ctx.database.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.token_hash", "sessions.expires_at"])
    .where("sessions.user_id", "=", userId)
    .where("sessions.expires_at", ">", now)
    .where("users.deleted_at", "is", null)
    .where((eb) => inGoodStanding(eb, now))
    .execute();
  const own = sessions.find((s) => s.token_hash === tokenHash);
  if (own) return { state: "live", expiresAt: Number(own.expires_at) };
  return sessions.length > 0 ? { state: "elsewhere" } : { state: "ended" };
}

/**
 * Tells the user's sockets, on every server process, that sessions of theirs ended: each one checks
 * its own and closes if it is gone (connection.ts), as "conflict" when the user is logged in on
 * another device, as unauthorized otherwise (logout, password change, account deleted).
 */
export function sessionsEnded(ctx: Pick<AppContext, "bus">, userId: number): void {
  ctx.bus.publish(userId, { type: "conflict" });
}

/** Logout: ends one session and closes its sockets. */
export async function endSession(ctx: AppContext, auth: Pick<RequestAuth, "userId" | "tokenHash">): Promise<void> {
  await ctx.database.db.deleteFrom("sessions").where("token_hash", "=", auth.tokenHash).execute();
  sessionsEnded(ctx, auth.userId);
}

/** Ends every session of a user (password change, account deletion) and closes their sockets. */
export async function endAllSessions(ctx: AppContext, userId: number): Promise<void> {
  await ctx.database.db.deleteFrom("sessions").where("user_id", "=", userId).execute();
  sessionsEnded(ctx, userId);
  await easemobLogout(ctx, userId);
}

/**
 * Ends every session of the user except `keepTokenHash` (a login on another device, a password change
 * while logged in) and tells the user's sockets: those whose sessions are now gone show the conflict
 * notice and close; the kept session's sockets stay open.
 */
export async function endOtherSessions(ctx: AppContext, userId: number, keepTokenHash: string): Promise<void> {
  const result = await ctx.database.db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("token_hash", "!=", keepTokenHash)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) {
    sessionsEnded(ctx, userId);
    await easemobLogout(ctx, userId);
  }
}

/** The ended sessions' Easemob connections end too (REST `disconnect`, through the bridge's outbox). */
async function easemobLogout(ctx: AppContext, userId: number): Promise<void> {
  if (!ctx.easemob) return;
  await ctx.easemob.enqueue(ctx.database.db, { kind: "disconnect", userId });
  ctx.easemob.kick();
}
