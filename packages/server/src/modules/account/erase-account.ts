/**
 * Erasing a deleted account, for the user's own deletion (cancel-account.ts) and a partner's
 * (partner-session.ts): `eraseAccount` inside the deleting transaction, `finishErasure` after commit.
 * What happens to each table's rows about the user:
 *
 * Anonymised, the row stays:
 * - users: the id stays, because messages, bills and orders name it. E-mail, password, nickname
 *   (DELETED_NICKNAME), avatar, gender, birthday, region, height, weight, occupation, hashtags,
 *   personal message, languages, settings, follow and view counters are cleared. `deleted_email`
 *   keeps "sha256:<hash of the address>" only when the account has payment orders: the law keeps
 *   those, and a former customer's claim or refund is matched to them by the address they give
 *   (the console searches by it). No plain address stays, so the address can register again.
 *   Balances, membership, `created_at` (statistics) and suspension or ban marks stay.
 * - mall_orders (bought by or for the user): kept as bills; consignee, phone, address, message cleared.
 * - gift_records sent by the user: kept as bills; the note is cleared.
 * - events of other people: what they keep of the user (a friend request, a new friend, a profile
 *   change, a match) loses the name, picture and note (erase-account-relations.ts).
 *
 * Deleted, with the stored files (queued in `file_deletions`, storage/file-deletions.ts):
 * - avatars, album_photos, uploads never sent in a message.
 * - moments with their likes, comments, burn reads and links; the user's own likes and comments
 *   (a comment with its replies) on other people's moments, whose counters drop to match;
 *   moment_burn_reads and moment_burn_links where the user viewed; translation_cache entries of
 *   the erased texts (erase-account-content.ts).
 * - follows both ways (the other side's fans_count / follow_count drop), friends, friend_applications,
 *   user_blocks, visits, interactions for or by the user, encounter_matches, encounter_passes,
 *   encounter_attempts, encounter_leaves, auto_translate both ways, partner_users; the support
 *   inbox's thread of the user (support_threads) and the operators' notes about them (support_notes).
 * - sessions, verification_codes (of the address), conversations, events and user_seq (the user's
 *   own), user_marks, user_alerts, burn_reads (the user's reads); push_subscriptions and the user's
 *   push_outbox rows go with the sessions (their foreign keys cascade).
 *
 * Kept as they are:
 * - messages, and pictures sent in them (uploads marked public or burn): the other person's history,
 *   which shows the user as "Deleted user"; their conversations and message events too.
 * - ledger_entries, payment_orders, payment_events, translate_records, send_reservations: bills and
 *   payments the law requires us to keep; they hold ids, amounts and provider references only.
 * - gift_records received by the user: the sender's bill.
 * - complaints by and about the user, with their snapshot: moderation records operators and
 *   authorities may still need.
 * - audit_log: append-only by design (triggers refuse changes); operator actions stay as recorded.
 * - user_active_days: day numbers for the statistics, nothing else; support_episodes likewise (when
 *   a support conversation opened, was first answered and resolved).
 * - easemob_outbox, easemob_messages: the outbox deletes the Easemob user (queued by the callers).
 * - announcements, complaint_types, mall_categories, mall_goods, operators, operator_sessions,
 *   operator_login_codes, file_deletions, job_leases, support_saved_replies: not about members.
 *
 * Files: deleted after commit; a file the store fails to delete stays queued, is logged, and the
 * uploads module's sweep tries again every ten minutes. /files/<key> answers 404 for it from the
 * commit on. Redis keys naming the address (code-mail limits, login guard) expire on their own.
 */
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { sha256 } from "../../security/token.js";
import { deleteQueuedFiles, queueFileDeletions } from "../../storage/file-deletions.js";
import { eraseContent } from "./erase-account-content.js";
import { eraseRelations } from "./erase-account-relations.js";
import { DELETED_NICKNAME } from "./users.js";

/** Every table named above; the test fails for a table of the database missing here, until it has its line. */
export const ERASURE_TABLES: readonly string[] = [
  "users", "mall_orders", "gift_records", "events",
  "avatars", "album_photos", "uploads", "moments", "moment_likes", "moment_comments", "moment_burn_reads", "moment_burn_links", "translation_cache",
  "follows", "friends", "friend_applications", "user_blocks", "visits", "interactions", "encounter_matches", "encounter_passes",
  "encounter_attempts", "encounter_leaves", "auto_translate", "partner_users", "sessions", "verification_codes", "conversations",
  "user_seq", "user_marks", "user_alerts", "burn_reads", "messages", "ledger_entries", "payment_orders", "payment_events",
  "translate_records", "send_reservations", "complaints", "audit_log", "user_active_days", "easemob_outbox", "easemob_messages",
  "announcements", "complaint_types", "mall_categories", "mall_goods", "operators", "operator_sessions", "operator_login_codes", "file_deletions",
  "job_leases", "push_subscriptions", "push_outbox", "support_threads", "support_notes", "support_episodes", "support_saved_replies",
];

/** What is left to do once the erasing transaction committed. */
export interface Erasure {
  userId: number;
  /** Stored files to delete (already queued). */
  files: string[];
  /** `profile` events telling friends and chat partners. */
  events: StoredEvent[];
}

/** The form `deleted_email` keeps an address in: a hash, never the address itself. */
export function erasedEmailHash(email: string): string {
  return `sha256:${sha256(email.trim().toLowerCase())}`;
}

/** Erases the user's data inside `trx` (also an account deleted before erasure existed); idempotent. */
export async function eraseAccount(trx: Kysely<DB>, userId: number, now: number): Promise<Erasure> {
  const user = await trx.selectFrom("users").select(["email", "deleted_email", "deleted_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const files = await eraseContent(trx, userId);
  const events = await eraseRelations(trx, userId, now);

  const address = user.email ?? (user.deleted_email?.startsWith("sha256:") ? undefined : user.deleted_email ?? undefined);
  if (address) await trx.deleteFrom("verification_codes").where("email", "=", address.toLowerCase()).execute();
  for (const table of ["sessions", "conversations", "events", "user_seq", "user_marks", "user_alerts"] as const) {
    await trx.deleteFrom(table).where("user_id", "=", userId).execute();
  }
  await trx.deleteFrom("burn_reads").where("viewer_id", "=", userId).execute();
  const noAddress = { consignee: "", phone: "", address: "", message: "" };
  await trx.updateTable("mall_orders").set(noAddress).where("buyer_id", "=", userId).execute();
  await trx.updateTable("mall_orders").set(noAddress).where("recipient_id", "=", userId).execute();
  await trx.updateTable("gift_records").set({ note: "" }).where("from_user_id", "=", userId).execute();

  const paid = await trx.selectFrom("payment_orders").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  const kept = paid ? (address ? erasedEmailHash(address) : user.deleted_email) : null;
  await trx
    .updateTable("users")
    .set({
      email: null,
      deleted_email: kept,
      password_hash: "",
      nickname: DELETED_NICKNAME,
      avatar: "",
      avatar_thumb: "",
      gender: 0,
      birthday: null,
      region: "",
      height: null,
      weight: null,
      occupation: "",
      interest: "",
      personal_message: "",
      language: "",
      languages: "",
      add_friend: "verification",
      moment_interactions: "public",
      notification_text: 1,
      profile_completed: 0,
      fans_count: 0,
      follow_count: 0,
      total_views: 0,
      today_views: 0,
      views_day: "",
      deleted_at: user.deleted_at ?? now,
    })
    .where("id", "=", userId)
    .execute();
  await queueFileDeletions(trx, files, now);
  return { userId, files, events };
}

/** After the commit: friends and chat partners are told, and the stored files are deleted; never throws. */
export async function finishErasure(ctx: AppContext, erasure: Erasure, log: Parameters<typeof deleteQueuedFiles>[3]): Promise<void> {
  publishAll(ctx, erasure.events);
  try {
    await deleteQueuedFiles(ctx.database.db, ctx.files, erasure.files, log);
  } catch (error) {
    // The account is deleted either way; the files stay queued for the sweep.
    log.warn({ err: error, userId: erasure.userId }, "could not delete an erased account's files now; the sweep tries again");
  }
}
