/**
 * Shared rules of the social modules: who the caller is, who may talk to whom (friends, plus the
 * customer-service account both ways), and the public projection of another user.
 */
import { CODE, accountIdOf, imAccountOf } from "@chat/protocol";
import type { PublicUserInfo } from "@chat/protocol";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.js";
import type { DB } from "../db/schema.js";
import { AppError, unauthorized } from "../http/envelope.js";
import { ageOn } from "./account/user-info.js";
import type { UserRow } from "./account/user-info.js";

/** The authenticated caller's user id (routes use `requireAuth` as preHandler). */
export function callerId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

export const forbidden = () => new AppError(CODE.forbidden, "forbidden");
export const notFound = () => new AppError(CODE.notFound, "notFound");

/** A positive integer id from a query string or body (strings of digits accepted). */
export const idField = z.coerce
  .number({ error: "badRequest" })
  .int({ error: "badRequest" })
  .positive({ error: "badRequest" })
  .max(2 ** 31 - 1, { error: "badRequest" });

export async function findLiveUser(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

/** The live user or 404. */
export async function requireLiveUser(ctx: AppContext, id: number): Promise<UserRow> {
  const user = await findLiveUser(ctx.database.db, id);
  if (!user) throw notFound();
  return user;
}

/** The caller's friendship row with `friendId` (holding the caller's remark), if they are friends. */
export async function friendship(db: Kysely<DB>, userId: number, friendId: number) {
  return db
    .selectFrom("friends")
    .selectAll()
    .where("user_id", "=", userId)
    .where("friend_user_id", "=", friendId)
    .executeTakeFirst();
}

/** Friends may message each other; anyone may message customer service and be messaged by it. */
export async function canMessage(db: Kysely<DB>, from: UserRow, to: UserRow): Promise<boolean> {
  if (from.id === to.id) return false;
  if (from.is_service || to.is_service) return true;
  return (await friendship(db, from.id, to.id)) !== undefined;
}

const level = (n: number): 0 | 1 | 2 => (n === 1 || n === 2 ? n : 0);

/** Another user as anyone logged in may see them: no e-mail, coins, exact birthday or credentials. */
export function toPublicUser(
  row: UserRow,
  ctx: AppContext,
  relation: { isFriend: boolean; remark: string },
): PublicUserInfo {
  return {
    id: row.id,
    userId: row.id,
    account: String(accountIdOf(row.id)),
    nickname: row.nickname,
    avatar: row.avatar,
    vipLevel: level(row.vip_level),
    gender: level(row.gender),
    imAccount: imAccountOf(row.id),
    onlineState: ctx.presence.onlineState(row.id),
    age: ageOn(row.birthday, ctx.clock.now()),
    region: row.region,
    height: row.height,
    weight: row.weight,
    occupation: row.occupation,
    interest: row.interest,
    personalMessage: row.personal_message,
    language: row.language,
    userDataVo: { fans: 0, follow: 0 },
    isService: row.is_service === 1,
    isFriend: relation.isFriend,
    friendRemarkName: relation.remark,
  };
}

/** The customer-service account (the first one, if several), or undefined when none exists. */
export async function serviceUser(db: Kysely<DB>): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("is_service", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}
