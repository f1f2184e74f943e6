/** Table types of migration 0015 (the Easemob bridge's outbox). */
import type { Generated } from "kysely";

export type EasemobOutboxKind = "user" | "delete" | "message" | "recall" | "disconnect";

export interface EasemobOutboxTable {
  id: Generated<number>;
  kind: EasemobOutboxKind;
  /** The user the call is about (the sender of a message or recall). */
  user_id: number;
  /** Our message id, for `message` and `recall`. */
  message_id: Generated<string>;
  attempts: Generated<number>;
  /** Not before this time (back-off after a failure). */
  next_at: number;
  /** A worker holds the row until then. */
  claimed_until: Generated<number>;
  last_error: Generated<string>;
  created_at: number;
}

export interface EasemobMessagesTable {
  message_id: string;
  easemob_id: string;
  pushed_at: number;
}

export interface EasemobTables {
  easemob_outbox: EasemobOutboxTable;
  easemob_messages: EasemobMessagesTable;
}
