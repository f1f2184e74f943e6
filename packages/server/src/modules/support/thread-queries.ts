/**
 * The inbox's reads: the customer-service account, one member's thread, and the page of threads a
 * filter and a search give, each as the wire's `SupportThread` (the member, who has it, the newest
 * message either way, the member's messages no operator opened yet, since when they wait).
 */
import { SUPPORT_LIMITS, accountIdOf } from "@chat/protocol";
import type { SupportFilter, SupportThread, SupportThreadPage } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { notFound } from "../../http/envelope.js";
import { serviceUser } from "../notifications/index.js";
import type { UserRow } from "../account/index.js";
import { userSearch } from "../console/index.js";
import { effectiveVipLevel } from "../wallet/index.js";

/** The customer-service account the operators answer as; 404 while there is none. */
export async function requireService(db: Kysely<DB>): Promise<UserRow> {
  const service = await serviceUser(db);
  if (!service) throw notFound();
  return service;
}

/** What a list or a lookup selects of a thread, its member, its operator and the service side of the conversation. */
function threadQuery(db: Kysely<DB>, serviceId: number) {
  return db
    .selectFrom("support_threads as t")
    .innerJoin("users as u", "u.id", "t.member_id")
    .leftJoin("operators as o", "o.id", "t.assignee_id")
    .leftJoin("conversations as c", (join) => join.onRef("c.peer_id", "=", "t.member_id").on("c.user_id", "=", serviceId))
    .leftJoin("messages as m", "m.id", "c.last_message_id")
    .select((eb) => [
      "t.member_id",
      "t.status",
      "t.assignee_id",
      "t.waiting_since",
      "t.last_time",
      "o.email as assignee_email",
      "u.nickname",
      "u.avatar",
      "u.language",
      "u.vip_level",
      "u.vip_expires_at",
      "c.unread",
      "m.type as last_type",
      "m.content as last_content",
      "m.from_user_id as last_from",
      "m.created_at as last_created",
      "m.recalled_at as last_recalled",
      eb.selectFrom("partner_users as p").select((p) => p.fn.min("p.partner_origin").as("origin")).whereRef("p.user_id", "=", "t.member_id").as("origin"),
    ])
    // Threads of deleted accounts are erased with them; one deleted before that is not shown either.
    .where("u.deleted_at", "is", null);
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadQuery>["execute"]>>[number];

function toThread(r: ThreadRow, now: number): SupportThread {
  const lastTime = r.last_created === null ? null : Number(r.last_created);
  return {
    member: {
      id: r.member_id,
      accountId: accountIdOf(r.member_id),
      nickname: r.nickname,
      avatar: r.avatar,
      language: r.language,
      vipLevel: effectiveVipLevel({ vip_level: r.vip_level, vip_expires_at: r.vip_expires_at === null ? null : Number(r.vip_expires_at) }, now),
      source: r.origin ?? "web",
    },
    status: r.status,
    assignee: r.assignee_id !== null && r.assignee_email !== null ? { id: r.assignee_id, email: r.assignee_email } : null,
    lastMessage:
      r.last_type === null || lastTime === null
        ? null
        : { type: r.last_type, text: r.last_recalled === null ? (r.last_content ?? "") : "", fromMember: r.last_from === r.member_id, time: lastTime },
    unread: Number(r.unread ?? 0),
    waitingSince: r.waiting_since === null ? null : Number(r.waiting_since),
    lastTime: Number(r.last_time),
  };
}

/** The member's thread, or undefined (no thread, or a deleted account). */
export async function findThread(db: Kysely<DB>, serviceId: number, memberId: number, now: number): Promise<SupportThread | undefined> {
  const row = await threadQuery(db, serviceId).where("t.member_id", "=", memberId).executeTakeFirst();
  return row ? toThread(row, now) : undefined;
}

/** The member's thread, or a 404. */
export async function requireThread(db: Kysely<DB>, serviceId: number, memberId: number, now: number): Promise<SupportThread> {
  const thread = await findThread(db, serviceId, memberId, now);
  if (!thread) throw notFound();
  return thread;
}

/** One page of the inbox: the filter, then the search (account ID, e-mail or part of the nickname), newest activity first. */
export async function listThreads(
  db: Kysely<DB>,
  serviceId: number,
  query: { filter: SupportFilter; q?: string | undefined; page: number; operatorId: number },
  now: number,
): Promise<SupportThreadPage> {
  let base = threadQuery(db, serviceId).where("t.status", "=", query.filter === "resolved" ? "resolved" : "open");
  if (query.filter === "mine") base = base.where("t.assignee_id", "=", query.operatorId);
  if (query.filter === "unassigned") base = base.where("t.assignee_id", "is", null);
  const q = query.q?.trim();
  if (q) base = base.where("t.member_id", "in", db.selectFrom("users").select("id").where(userSearch(q)));
  const [rows, count] = await Promise.all([
    base
      .orderBy("t.last_time", "desc")
      .orderBy("t.member_id", "desc")
      .limit(SUPPORT_LIMITS.pageSize)
      .offset((query.page - 1) * SUPPORT_LIMITS.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
  ]);
  return { records: rows.map((r) => toThread(r, now)), total: Number(count?.n ?? 0) };
}
