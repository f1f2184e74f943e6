/**
 * The send path on PostgreSQL, where every statement is a network round trip: the sends that arrive
 * together read what they check in one statement (`chat_send_facts`, migration 0027), and their plain
 * messages are stored by another (`chat_store_messages`), in one transaction and one commit. Batches
 * run side by side, each on a connection of its own, so the pool's parallelism is kept (one batch at
 * a time for the whole process was slower than no batching at all: docs/benchmarks.md).
 *
 * SQLite keeps the statements of send.ts and send-parties.ts: it is in this process, and its group
 * commit (db/group-commit.ts) already makes a batch one transaction.
 */
import type { ChatMessage } from "@chat/protocol";
import { CompiledQuery } from "kysely";
import type { Kysely } from "kysely";
import { Batches } from "../../db/batches.js";
import type { DB } from "../../db/schema.js";
import type { StoredEvent } from "../../realtime/events.js";
import type { UserRow } from "../account/index.js";
import { toChatMessage } from "./wire.js";
import type { MessageRow } from "./wire.js";

/**
 * What a send reads of its two users: the rules (standing, customer service), the per-message coin
 * and the writer's languages for translation. Not the whole row: on SQLite, reading all 44 columns
 * took about half the time of the statement (send-parties.ts). PostgreSQL's batched read
 * returns whole rows.
 */
export const SEND_USER_COLUMNS = ["id", "is_service", "is_pay_msg", "language", "languages", "deleted_at", "banned_at", "suspended_until"] as const;
export type SendUser = Pick<UserRow, (typeof SEND_USER_COLUMNS)[number]>;

/** What a send reads before writing anything. */
export interface SendFacts {
  earlier: MessageRow | undefined;
  self: SendUser | undefined;
  peer: SendUser | undefined;
  blocked: boolean;
  /** The sender has the receiver among their friends. */
  friends: boolean;
}

interface FactsAsked {
  from: number;
  to: number;
  clientMsgId: string;
}

interface FactsRow {
  earlier: MessageRow | null;
  self: UserRow | null;
  peer: UserRow | null;
  blocked: boolean;
  friends: boolean;
}

/** A plain message to store: the row as send.ts builds it (its pair_seq is the database's to give). */
export interface PlainMessage {
  row: Omit<MessageRow, "pair_seq">;
  /** Queue push notices for the receiver's browsers (nobody's socket is open). */
  push: boolean;
}

/** The message was sent already under this clientMsgId (a retry that raced the first try). */
export class DuplicateSend extends Error {
  constructor() {
    super("duplicate clientMsgId");
  }
}

interface StoreResult {
  o_status: "stored" | "duplicate";
  o_pair_seq: number | null;
  o_low_seq: number | null;
  o_high_seq: number | null;
}

// Written out rather than built with kysely: they run for every batch, and building costs more than running.
const READ = "select * from chat_send_facts($1::integer[], $2::integer[], $3::text[])";
const WRITE = `select * from chat_store_messages($1::text[], $2::text[], $3::integer[], $4::integer[], $5::text[], $6::text[],
  $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::text[], $13::boolean[])`;

/** The send path's two batched statements on one PostgreSQL database. */
export class PgSendPath {
  /** Reads: up to 3 batches side by side. */
  private readonly reads: Batches<FactsAsked, FactsRow>;
  /** Writes: up to 4 (the pool has 10 connections; other queries need some too). */
  private readonly writes: Batches<PlainMessage, StoreResult>;

  constructor(db: Kysely<DB>) {
    this.reads = new Batches(3, async (asked) => (await db.executeQuery<FactsRow>(CompiledQuery.raw(READ, [asked.map((a) => a.from), asked.map((a) => a.to), asked.map((a) => a.clientMsgId)]))).rows);
    this.writes = new Batches(4, async (messages) => {
      const rows = messages.map((m) => m.row);
      const columns: unknown[][] = [rows.map((r) => r.id), rows.map((r) => r.client_msg_id), rows.map((r) => r.from_user_id), rows.map((r) => r.to_user_id), rows.map((r) => r.type)];
      columns.push(rows.map((r) => r.content), rows.map((r) => r.url), rows.map((r) => r.custom), rows.map((r) => r.ext), rows.map((r) => r.platform));
      columns.push(rows.map((r) => r.created_at), messages.map(wireWithoutSeq), messages.map((m) => m.push));
      return (await db.executeQuery<StoreResult>(CompiledQuery.raw(WRITE, columns))).rows;
    });
  }

  /** The send's earlier try, both users (live ones), block and friendship, read with the sends beside it. */
  async facts(from: number, to: number, clientMsgId: string): Promise<SendFacts> {
    const row = await this.reads.run({ from, to, clientMsgId });
    return { earlier: row.earlier ?? undefined, self: row.self ?? undefined, peer: row.peer ?? undefined, blocked: row.blocked, friends: row.friends };
  }

  /** Stores the message with the messages queued beside it; resolves after the commit. */
  async store(message: PlainMessage): Promise<{ row: MessageRow; events: StoredEvent[] }> {
    return storedOf(message, await this.writes.run(message));
  }
}

const paths = new WeakMap<object, PgSendPath>();

/** The database's batched send path when it is PostgreSQL (one per database in this process). */
export function pgSendPathOf(database: { db: Kysely<DB>; dialect: string }): PgSendPath | undefined {
  if (database.dialect !== "postgres") return undefined;
  let path = paths.get(database.db);
  if (!path) paths.set(database.db, (path = new PgSendPath(database.db)));
  return path;
}

/** The wire JSON the function completes with the pair's seq (its first field). */
function wireWithoutSeq(m: PlainMessage): string {
  const { seq: _seq, ...wire } = toChatMessage({ ...m.row, pair_seq: 0 });
  return JSON.stringify(wire);
}

function storedOf(message: PlainMessage, result: StoreResult): { row: MessageRow; events: StoredEvent[] } {
  if (result.o_status === "duplicate" || result.o_pair_seq === null) throw new DuplicateSend();
  const row: MessageRow = { ...message.row, pair_seq: Number(result.o_pair_seq) };
  const wire: ChatMessage = toChatMessage(row);
  const low = Math.min(row.from_user_id, row.to_user_id);
  const high = Math.max(row.from_user_id, row.to_user_id);
  const events: StoredEvent[] = [
    { userId: low, event: { type: "message", seq: Number(result.o_low_seq), data: wire } },
    { userId: high, event: { type: "message", seq: Number(result.o_high_seq), data: wire } },
  ];
  return { row, events };
}
