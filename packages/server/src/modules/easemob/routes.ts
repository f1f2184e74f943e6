/**
 * `POST /api/easemob/token`: the caller's short-lived Easemob user token (minted with the app token,
 * `grant_type: inherit`), asked for again by the panel on the SDK's token-will-expire event.
 * `POST /api/easemob/pre-send`: Easemob's pre-send callback (发送前回调). A message a client sent
 * through the SDK is let through only when it is one our server stored (and charged): its
 * `ext.pre_id` names our message from the same sender to the same receiver. Anything else is refused,
 * with our out-of-coins code 105 (as JSON in `code`, which the sender's SDK reports as its error
 * message) when the sender could not pay for it. Both answer 404 while the bridge is off.
 */
import { CODE, easemobPreSendRequest, imAccountOf, isLocale, userIdOfImAccount } from "@chat/protocol";
import type { EasemobPreSendReply, EasemobTokenReply, Locale, MessageKey } from "@chat/protocol";
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, notFound, ok, tooMany, unauthorized } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { t } from "../../i18n.js";
import { findLiveUser, requireLiveUser } from "../account/index.js";
import { messageCoinsFor } from "../messages/index.js";
import { appKeyOf } from "./config.js";

const TOKEN_RULE = { limit: 30, windowMs: 10 * 60_000 };
/** Easemob failed us (its answer, or none). */
const BAD_GATEWAY = 502;

export function registerEasemobRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/easemob/token", { preHandler: requireAuth(ctx) }, async (request) => {
    const bridge = ctx.easemob;
    if (!bridge) throw notFound();
    const me = callerId(request);
    await requireLiveUser(ctx, me);
    const limited = await ctx.limiter.consume(`easemob-token:${me}`, TOKEN_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const now = ctx.clock.now();
    try {
      // A pending logout of the user's other devices goes first: it must not end the connection this token opens.
      await bridge.settleLogouts(me);
      const minted = await bridge.rest.userToken(imAccountOf(me), bridge.config.userTokenTtlS);
      const reply: EasemobTokenReply = { imAccount: imAccountOf(me), accessToken: minted.accessToken, expiresAt: now + minted.expiresInS * 1000, appKey: appKeyOf(bridge.config) };
      return ok(request.locale, reply);
    } catch (error) {
      request.log.warn({ err: error }, "easemob user token failed");
      // 502, not 503: to our clients a 503 means the whole server is under maintenance.
      throw new AppError(BAD_GATEWAY, "chatUnavailable");
    }
  });

  app.post("/api/easemob/pre-send", async (request) => {
    const bridge = ctx.easemob;
    if (!bridge) throw notFound();
    const body = parseBody(easemobPreSendRequest, request.body);
    const secret = bridge.config.callbackSecret;
    if (secret && !signed(body.callId, secret, String(body.timestamp), body.security ?? "")) throw unauthorized();
    return preSend(ctx, body, request.locale);
  });
}

/** Easemob signs a callback with MD5(callId + secret + timestamp), hex. */
function signed(callId: string, secret: string, timestamp: string, security: string): boolean {
  const expected = Buffer.from(createHash("md5").update(callId + secret + timestamp).digest("hex"));
  const given = Buffer.from(security.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const refuse = (code: number, locale: Locale, key: MessageKey): EasemobPreSendReply => ({ valid: false, code: JSON.stringify({ code, msg: t(locale, key) }) });

async function preSend(ctx: AppContext, body: { chat_type: string; from: string; to: string; payload: Record<string, unknown> }, requestLocale: Locale): Promise<EasemobPreSendReply> {
  const from = userIdOfImAccount(body.from);
  const to = userIdOfImAccount(body.to);
  if (body.chat_type !== "chat" || from === undefined || to === undefined) return refuse(CODE.forbidden, requestLocale, "forbidden");
  const db = ctx.database.db;
  const ext = body.payload.ext;
  const preId = typeof ext === "object" && ext !== null ? (ext as Record<string, unknown>).pre_id : undefined;
  if (typeof preId === "string" && /^[0-9a-f]{32}$/.test(preId)) {
    const stored = await db.selectFrom("messages").select("id").where("id", "=", preId).where("from_user_id", "=", from).where("to_user_id", "=", to).where("recalled_at", "is", null).executeTakeFirst();
    if (stored) return { valid: true };
  }
  const [sender, peer] = await Promise.all([findLiveUser(db, from), findLiveUser(db, to)]);
  if (!sender || !peer) return refuse(CODE.forbidden, requestLocale, "forbidden");
  const locale = isLocale(sender.language) ? sender.language : requestLocale;
  // Not stored by us: never delivered. The out-of-coins answer tells the panel why, when that is why.
  const coins = messageCoinsFor(ctx, sender, peer);
  if (coins > 0 && Number(sender.gold_coin) < coins) return refuse(CODE.noCoins, locale, "noCoins");
  return refuse(CODE.forbidden, locale, "forbidden");
}
