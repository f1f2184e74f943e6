/**
 * Messages: send (with its charges and their refunds), history, recall, and the message wire format.
 * Sends charged but never stored (a crash in between) are refunded here once clearly orphaned.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { runLeased } from "../../db/job-lease.js";
import { registerMessageHistoryRoutes } from "./history.js";
import { registerRecallRoutes } from "./recall.js";
import { refundOrphanedSends, SWEEP_EVERY_MS } from "./send-refunds.js";
import { registerMessageSendRoutes } from "./send.js";

// What other features use of this one.
export { decodeCursor, encodeCursor, pairKey, toChatMessage } from "./wire.js";
export type { MessageRow } from "./wire.js";
export { messageCoinsFor } from "./send-charges.js";
export { recallInTransaction } from "./recall.js";
export { ownUpload, sendOverSocket, sendReplyOf, storeMessage } from "./send.js";
export { translatedExt, translationResult } from "./send-translation.js";
export { createDeliveryMarks, hasReadReceipts } from "./receipts.js";
export { createTypingRelay } from "./typing.js";

export function registerMessagesModule(app: FastifyInstance, ctx: AppContext): void {
  registerMessageSendRoutes(app, ctx);
  registerMessageHistoryRoutes(app, ctx);
  registerRecallRoutes(app, ctx);

  // One sweeper at a time across the server processes on this database (db/job-lease.ts).
  const sweep = () => void runLeased(ctx.database, "refund-orphaned-sends", ctx.clock.now(), SWEEP_EVERY_MS, () => refundOrphanedSends(ctx)).catch((error: unknown) => app.log.error({ err: error }, "refund sweep failed"));
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweeper);
  });
}
