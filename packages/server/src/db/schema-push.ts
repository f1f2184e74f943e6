/** Table types of migration 0024 (Web Push subscriptions and their outbox). */
import type { PushKind } from "@chat/protocol";
import type { Generated } from "kysely";

/** A browser's push subscription, bound to the session that subscribed it. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** The subscribing session's token hash: the row goes when the session does. */
  session_hash: string;
  /** The push service's URL for this browser (https). */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted to. */
  p256dh: string;
  auth: string;
  /** The browser's language when it subscribed, for a user who never chose one. */
  locale: Generated<string>;
  created_at: number;
}

/** One notification for one subscription, waiting for the worker (modules/push/outbox.ts). */
export interface PushOutboxTable {
  id: Generated<number>;
  /** The recipient. */
  user_id: number;
  subscription_id: number;
  kind: PushKind;
  /** Who it is from: the sender, the applicant, the match. */
  peer_id: number;
  /** The message id, the application id or the match id. */
  ref: Generated<string>;
  attempts: Generated<number>;
  /** Not before this time (back-off after a failure). */
  next_at: number;
  /** A worker holds the row until then. */
  claimed_until: Generated<number>;
  last_error: Generated<string>;
  created_at: number;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
}
