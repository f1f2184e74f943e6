/**
 * The append-only ledger. Every change of a balance is one entry, written in the same transaction as
 * a conditional update of the balance on the users row (`… WHERE col + delta >= 0`), so a balance can
 * never go below zero however many spends run at once: the row lock (PostgreSQL) or the single writer
 * (SQLite) orders them and the condition is checked against the committed value.
 */
import type { BillReason, LedgerAsset, WalletBalance } from "@chat/protocol";
import { sql } from "kysely";
import type { Kysely, Selectable } from "kysely";
import type { Database, Dialect } from "../../db/database.js";
import type { DB } from "../../db/schema.js";
import type { LedgerEntriesTable } from "../../db/schema-wallet.js";
import { isUniqueViolation } from "../../db/errors.js";
import { afterCommit } from "../../db/after-commit.js";

export type EntryRow = Selectable<LedgerEntriesTable>;

/** One change of one asset. */
export interface Posting {
  asset: LedgerAsset;
  delta: number;
  reason: BillReason;
  reference?: string;
  /** Bill line text, e.g. "100 gold coins". */
  item?: string;
  /** Characters translated (translation entries). */
  chars?: number;
}

/** A spend the balance does not cover; the transaction it was thrown in must roll back. */
export class InsufficientBalance extends Error {
  constructor(readonly asset: LedgerAsset) {
    super(`insufficient ${asset}`);
    this.name = "InsufficientBalance";
  }
}

const COLUMN: Record<LedgerAsset, "gold_coin" | "translate_chars" | "vip_chars" | "free_gifts" | "blur_uses"> = {
  gold_coin: "gold_coin",
  blur_uses: "blur_uses",
  translate_chars: "translate_chars",
  vip_chars: "vip_chars",
  free_gifts: "free_gifts",
};

/** Who hears of each database's committed entries (the metrics' coin counters): one app per database. */
const observers = new WeakMap<object, (entries: readonly EntryRow[]) => void>();

/** Calls `listener` with the entries of each committed `post` on `db`; returns the stop function. */
export function observeLedger(db: Kysely<DB>, listener: (entries: readonly EntryRow[]) => void): () => void {
  observers.set(db, listener);
  return () => {
    if (observers.get(db) === listener) observers.delete(db);
  };
}

/** Postings of one operation; entry keys are `key#0`…`key#7`. */
const MAX_POSTINGS = 8;
/** The idempotency key of the i-th entry an operation with `key` wrote (its first is `#0`). */
export const entryKey = (key: string, i: number) => `${key}#${i}`;

/** The entries an operation with idempotency key `key` wrote for the user, in order. */
export async function entriesOf(db: Kysely<DB>, userId: number, key: string): Promise<EntryRow[]> {
  const keys = Array.from({ length: MAX_POSTINGS }, (_, i) => entryKey(key, i));
  return db.selectFrom("ledger_entries").selectAll().where("user_id", "=", userId).where("idem_key", "in", keys).orderBy("id").execute();
}

/**
 * Applies `postings` for one user inside `trx`, all or nothing (throws InsufficientBalance).
 * `key` is the idempotency key, unique per user: when it was used before, nothing changes and the
 * first call's entries come back with `replayed: true`.
 */
export async function post(trx: Kysely<DB>, userId: number, key: string, postings: readonly Posting[], now: number): Promise<{ replayed: boolean; entries: EntryRow[] }> {
  if (postings.length > MAX_POSTINGS) throw new Error("ledger: too many postings");
  const earlier = await entriesOf(trx, userId, key);
  if (earlier.length > 0) return { replayed: true, entries: earlier };
  const entries: EntryRow[] = [];
  for (const [i, p] of postings.filter((p) => p.delta !== 0).entries()) {
    if (!Number.isSafeInteger(p.delta)) throw new Error(`ledger: bad delta ${p.delta}`);
    const column = sql.ref(COLUMN[p.asset]);
    const { rows } = await sql<{ balance: number }>`update users set ${column} = ${column} + ${p.delta} where id = ${userId} and ${column} + ${p.delta} >= 0 returning ${column} as balance`.execute(trx);
    const row = rows[0];
    if (!row) throw new InsufficientBalance(p.asset);
    const entry = await trx
      .insertInto("ledger_entries")
      .values({
        user_id: userId,
        asset: p.asset,
        delta: p.delta,
        balance_after: Number(row.balance),
        reason: p.reason,
        reference: p.reference ?? "",
        item: p.item ?? "",
        chars: p.chars ?? 0,
        idem_key: entryKey(key, i),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    entries.push(entry);
  }
  if (entries.length > 0) afterCommit(trx, (db) => observers.get(db)?.(entries));
  return { replayed: false, entries };
}

/**
 * Runs `fn` in a transaction; when a concurrent call with the same idempotency key won the race
 * (unique violation), runs it once more so it sees the winner's entries and answers as a replay.
 */
export async function ledgerTransaction<T>(database: Database, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    return await database.db.transaction().execute(fn);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return database.db.transaction().execute(fn);
  }
}

/** The users row locked until commit (PostgreSQL); SQLite's single writer needs no lock. */
export async function lockedBalances(trx: Kysely<DB>, dialect: Dialect, userId: number) {
  const query = trx.selectFrom("users").select(["id", "gold_coin", "translate_chars", "vip_chars", "free_gifts", "free_gifts_month", "vip_level", "vip_expires_at", "is_pay_msg", "is_burn_pay_msg", "language"]).where("id", "=", userId);
  const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new Error(`ledger: no user ${userId}`);
  return row;
}

/** The balances as the wire shows them. */
export async function walletBalance(db: Kysely<DB>, userId: number, now: number): Promise<WalletBalance> {
  const r = await db.selectFrom("users").select(["gold_coin", "translate_chars", "vip_chars", "free_gifts", "blur_uses", "vip_level", "vip_expires_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const level = effectiveVipLevel(r, now);
  return {
    goldCoin: Number(r.gold_coin),
    character: Number(r.translate_chars),
    vipCharacter: Number(r.vip_chars),
    freeGifts: Number(r.free_gifts),
    vipLevel: level,
    vipExpiresAt: r.vip_expires_at === null ? null : Number(r.vip_expires_at),
    blurUses: Number(r.blur_uses),
  };
}

/** The membership level now: a bought membership ends at `vip_expires_at`; a level set without expiry (operator) stays. */
export function effectiveVipLevel(r: { vip_level: number; vip_expires_at: number | null }, now: number): 0 | 1 | 2 {
  if (r.vip_expires_at !== null && Number(r.vip_expires_at) <= now) return 0;
  return r.vip_level === 1 || r.vip_level === 2 ? r.vip_level : 0;
}
