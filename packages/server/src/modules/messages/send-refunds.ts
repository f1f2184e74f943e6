/**
 * Refunds of sends that were charged but never stored. A paid send reserves its cost first (a "held"
 * row in send_reservations) and stores the message after, settling the row in the same transaction
 * (send-charges.ts). If the process dies in between and the client never retries, the row stays held:
 * every few minutes each server gives back the ones held longer than ORPHAN_AFTER_MS. Moving a row out
 * of "held" is conditional, so a refund and a late store can never both happen, and several servers
 * sweeping at once refund once. A retry after a refund reserves anew and pays once.
 */
import type { AppContext } from "../../context.js";
import { publishAll } from "../../realtime/events.js";
import { entriesOf } from "../wallet/index.js";
import { releaseSend, settleReservation } from "./send-charges.js";

/** Far beyond any send's own time (translation included), so a send in flight is never touched. */
export const ORPHAN_AFTER_MS = 15 * 60_000;
export const SWEEP_EVERY_MS = 5 * 60_000;
/** Reservations handled per sweep; the next sweep takes the rest. */
const BATCH = 200;

/** Refunds what is orphaned now; answers how many reservations were given back. */
export async function refundOrphanedSends(ctx: Pick<AppContext, "database" | "clock" | "bus">): Promise<number> {
  const db = ctx.database.db;
  const held = await db
    .selectFrom("send_reservations")
    .selectAll()
    .where("state", "=", "held")
    .where("created_at", "<", ctx.clock.now() - ORPHAN_AFTER_MS)
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  let refunded = 0;
  for (const { user_id: userId, reservation, client_msg_id: clientMsgId } of held) {
    // Stored after all (its transaction settled it, or a retry did): nothing to give back.
    const stored = await db.selectFrom("messages").select("id").where("from_user_id", "=", userId).where("client_msg_id", "=", clientMsgId).executeTakeFirst();
    if (stored) {
      await settleReservation(db, userId, reservation, "stored");
      continue;
    }
    // releaseSend leaves out a translation the engine failed on: it was given back already.
    const events = await releaseSend(ctx, userId, reservation, await entriesOf(db, userId, reservation));
    publishAll(ctx, events);
    if (events.length > 0) refunded++;
  }
  return refunded;
}
