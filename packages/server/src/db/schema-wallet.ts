/** Table types of migration 0003 (ledger, payments, translation, gifts, burn-after-read, alerts). */
import type { Generated } from "kysely";
import type { LedgerAsset } from "@chat/protocol";

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  asset: LedgerAsset;
  delta: number;
  balance_after: number;
  reason: string;
  reference: Generated<string>;
  item: Generated<string>;
  chars: Generated<number>;
  idem_key: string;
  created_at: number;
}

export interface PaymentOrdersTable {
  id: string;
  user_id: number;
  package_id: string;
  provider: string;
  provider_ref: Generated<string>;
  amount: number;
  currency: string;
  coins: number;
  status: "created" | "pending" | "completed" | "failed" | "refunded" | "reversed";
  request_id: string | null;
  created_at: number;
  completed_at: number | null;
}

/** Migration 0014: one row per provider event (capture, refund, reversal, refused delivery). */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_id: Generated<string>;
  kind: string;
  amount: Generated<number>;
  currency: Generated<string>;
  detail: Generated<string>;
  created_at: number;
}

export interface TranslationCacheTable {
  text_hash: string;
  source: string;
  target: string;
  result: string;
  created_at: number;
  /** The engine that made it (migration 0021; null before). */
  engine: string | null;
}

/** Peers whose messages the user has auto-translated (migration 0021). */
export interface AutoTranslateTable {
  user_id: number;
  peer_id: number;
  created_at: number;
}

export interface TranslateRecordsTable {
  id: string;
  user_id: number;
  text_hash: string;
  source: string;
  target: string;
  chars: number;
  coins: number;
  /** "reserved" while the engine works, "done", or "released" after a failure. */
  status: "reserved" | "done" | "released";
  created_at: number;
}

export interface GiftRecordsTable {
  id: Generated<number>;
  from_user_id: number;
  to_user_id: number;
  gift_id: string;
  amount: number;
  note: Generated<string>;
  coins: number;
  message_id: string;
  created_at: number;
}

export interface BurnReadsTable {
  message_id: string;
  viewer_id: number;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface UserAlertsTable {
  user_id: number;
  alert_type: string;
  created_at: number;
}

/** A paid send's reservation until its message is stored or it is refunded (migration 0006). */
export interface SendReservationsTable {
  user_id: number;
  /** The ledger key: `send:<clientMsgId>` or `resend:<n>:<clientMsgId>`. */
  reservation: string;
  client_msg_id: string;
  /** SHA-256 of what the send sends (sendFingerprint). */
  request_hash: string;
  state: "held" | "stored" | "refunded";
  created_at: number;
}

export interface WalletTables {
  ledger_entries: LedgerEntriesTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  translation_cache: TranslationCacheTable;
  translate_records: TranslateRecordsTable;
  auto_translate: AutoTranslateTable;
  gift_records: GiftRecordsTable;
  burn_reads: BurnReadsTable;
  user_alerts: UserAlertsTable;
  send_reservations: SendReservationsTable;
}
