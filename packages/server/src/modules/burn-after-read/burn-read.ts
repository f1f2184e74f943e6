/**
 * Burn-after-read images. POST /api/im/read-burnimg {msgId}: the receiver's one successful read
 * (charged per the cost table when their isBurnPayMsg is 1) answers a URL that works once for 60 s:
 * GET /api/im/burn-file/:token. The image's storage key never leaves the server otherwise.
 * The sender gets a `burn-read` event, and the message's ext gets `burnReadAt`.
 */
import { CODE, LIMITS, burnReadRequest } from "@chat/protocol";
import type { BurnReadReply, MessageExt } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireAuth, callerId } from "../../http/auth.js";
import { AppError, ok, forbidden, notFound } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { sha256 } from "../../security/token.js";
import { appendEvent, publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { orOutOfCoins, walletEvent } from "../wallet/index.js";
import { post } from "../wallet/index.js";
import { isUniqueViolation } from "../../db/errors.js";
import { sendBurnFile } from "../../storage/serve-burn-file.js";

export const BURN_URL_TTL_MS = 60_000;

/** The storage key of a burn-after-read message, or undefined when it is not one. */
export function burnKeyOf(custom: string | null): string | undefined {
  if (!custom) return undefined;
  try {
    const value = JSON.parse(custom) as { type?: unknown; key?: unknown };
    return value.type === "burn" && typeof value.key === "string" ? value.key : undefined;
  } catch {
    return undefined;
  }
}

export function registerBurnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  app.post("/api/im/read-burnimg", { preHandler: requireAuth(ctx) }, async (request) => {
    const me = callerId(request);
    const { msgId } = parseBody(burnReadRequest, request.body);
    const message = await db.selectFrom("messages").selectAll().where("id", "=", msgId).executeTakeFirst();
    if (!message || message.recalled_at !== null || !burnKeyOf(message.custom)) throw notFound();
    if (message.to_user_id !== me) throw forbidden();
    const token = randomBytes(32).toString("base64url");
    const now = ctx.clock.now();
    let events: StoredEvent[];
    try {
      events = await orOutOfCoins("noCoinsPhotos", () =>
        db.transaction().execute(async (trx) => {
          // The primary key (message, viewer) is what makes the read single: a second insert fails.
          await trx.insertInto("burn_reads").values({ message_id: msgId, viewer_id: me, token_hash: sha256(token), expires_at: now + BURN_URL_TTL_MS, used_at: null, created_at: now }).execute();
          const viewer = await trx.selectFrom("users").select("is_burn_pay_msg").where("id", "=", me).executeTakeFirstOrThrow();
          const sender = await trx.selectFrom("users").select("is_service").where("id", "=", message.from_user_id).executeTakeFirst();
          const charged = viewer.is_burn_pay_msg === 1 && !sender?.is_service && ctx.config.costs.burnViewCoins > 0;
          if (charged) await post(trx, me, `burn:${msgId}`, [{ asset: "gold_coin", delta: -ctx.config.costs.burnViewCoins, reason: "burn_view", reference: msgId, item: "Burn-after-read photo" }], now);
          const ext = { ...(JSON.parse(message.ext || "{}") as MessageExt), burnReadAt: now };
          await trx.updateTable("messages").set({ ext: JSON.stringify(ext) }).where("id", "=", msgId).execute();
          // The two users' event sequences are taken in ascending user id, as a send takes them
          // (storeMessage), so a read and a send between the same two people cannot deadlock.
          const out: StoredEvent[] = [];
          for (const user of [me, message.from_user_id].sort((x, y) => x - y)) {
            if (user === me && charged) out.push(await walletEvent(trx, me, now));
            if (user === message.from_user_id) out.push(await appendEvent(trx, message.from_user_id, "burn-read", { messageId: msgId, viewerId: me, time: now }, now, msgId));
          }
          return out;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(CODE.conflict, "burnAlreadyRead");
      throw error;
    }
    publishAll(ctx, events);
    return ok<BurnReadReply>(request.locale, { url: `/api/im/burn-file/${token}`, expiresInMs: BURN_URL_TTL_MS, displayMs: LIMITS.burnImageDisplayMs });
  });

  app.get<{ Params: { token: string } }>("/api/im/burn-file/:token", async (request, reply) => {
    const token = request.params.token;
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError(CODE.notFound, "burnLinkExpired", 410);
    const now = ctx.clock.now();
    const hash = sha256(token);
    // Single use: only the request that flips used_at gets the file.
    const used = await db.updateTable("burn_reads").set({ used_at: now }).where("token_hash", "=", hash).where("used_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError(CODE.notFound, "burnLinkExpired", 410);
    const read = await db.selectFrom("burn_reads as b").innerJoin("messages as m", "m.id", "b.message_id").select(["m.custom"]).where("b.token_hash", "=", hash).executeTakeFirstOrThrow();
    const sent = await sendBurnFile(reply, ctx.files, burnKeyOf(read.custom));
    if (!sent) throw new AppError(CODE.notFound, "burnLinkExpired", 410);
    return sent;
  });
}
