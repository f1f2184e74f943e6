/**
 * What an operator sees beside a thread: the member's account, balances and membership, their newest
 * bills (the console's user page's query) and mall orders, the complaints about them nobody handled
 * yet, and the operators' notes.
 */
import type { SupportNote, SupportThreadDetail } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { notFound } from "../../http/envelope.js";
import { billsOf } from "../console/index.js";
import { effectiveVipLevel } from "../wallet/index.js";

const BILLS = 10;
const ORDERS = 5;
const COMPLAINTS = 20;

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

export async function memberContext(db: Kysely<DB>, memberId: number, now: number): Promise<SupportThreadDetail["context"]> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", memberId).executeTakeFirst();
  if (!user) throw notFound();
  const [bills, orders, complaints] = await Promise.all([
    billsOf(db, memberId, BILLS),
    db.selectFrom("mall_orders").select(["id", "good_name", "status", "coins", "created_at"]).where("buyer_id", "=", memberId).orderBy("id", "desc").limit(ORDERS).execute(),
    db
      .selectFrom("complaints as c")
      .innerJoin("complaint_types as t", "t.id", "c.type")
      .select(["c.id", "t.reason", "c.created_at"])
      .where("c.be_complained_user_id", "=", memberId)
      .where("c.status", "=", "open")
      .orderBy("c.id", "desc")
      .limit(COMPLAINTS)
      .execute(),
  ]);
  return {
    email: user.email,
    region: user.region,
    createdAt: Number(user.created_at),
    membership: { vipLevel: effectiveVipLevel(user, now), vipExpiresAt: orNull(user.vip_expires_at) },
    balances: { goldCoin: Number(user.gold_coin), translateChars: Number(user.translate_chars), vipChars: Number(user.vip_chars), freeGifts: Number(user.free_gifts) },
    suspendedUntil: orNull(user.suspended_until),
    bannedAt: orNull(user.banned_at),
    bills,
    orders: orders.map((o) => ({ id: o.id, goodName: o.good_name, status: o.status, coins: Number(o.coins), time: Number(o.created_at) })),
    openComplaints: complaints.map((c) => ({ id: c.id, reason: c.reason, createdAt: Number(c.created_at) })),
  };
}

/** The operators' notes on the member's thread, oldest first (as they were written). */
export async function notesOf(db: Kysely<DB>, memberId: number): Promise<SupportNote[]> {
  const rows = await db
    .selectFrom("support_notes as n")
    .innerJoin("operators as o", "o.id", "n.operator_id")
    .select(["n.id", "n.operator_id", "o.email", "n.text", "n.created_at"])
    .where("n.member_id", "=", memberId)
    .orderBy("n.id")
    .execute();
  return rows.map((r) => ({ id: r.id, operator: { id: r.operator_id, email: r.email }, text: r.text, time: Number(r.created_at) }));
}
