/**
 * GET /api/push/vapid-public-key, POST /api/push/subscribe {endpoint, keys: {p256dh, auth}},
 * POST /api/push/unsubscribe {endpoint}. A subscription belongs to the signed-in user and to the
 * session that posted it: one per session (a browser has one), gone with the session. An endpoint
 * posted again by another user moves to them (the browser is theirs now), and its queued pushes for
 * the previous owner go with the old row. Only the owner can unsubscribe an endpoint.
 */
import { pushSubscribeRequest, pushUnsubscribeRequest } from "@chat/protocol";
import type { VapidPublicKeyReply } from "@chat/protocol";
import { ECDH } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { isUniqueViolation } from "../../db/errors.js";
import { requireAuth } from "../../http/auth.js";
import { badRequest, ok, tooMany, unauthorized } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";

const SUBSCRIBE_RULE = { limit: 20, windowMs: 60 * 60_000 };

export function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/push/vapid-public-key", auth, async (request) => ok<VapidPublicKeyReply>(request.locale, { publicKey: ctx.push.vapid.publicKey }));

  app.post("/api/push/subscribe", auth, async (request) => {
    if (!request.auth) throw unauthorized();
    const { userId, tokenHash } = request.auth;
    const { endpoint, keys } = parseBody(pushSubscribeRequest, request.body);
    if (!pushServiceUrl(endpoint, ctx.config.production)) throw badRequest("pushEndpointInvalid");
    if (!onCurve(keys.p256dh)) throw badRequest("pushKeysInvalid");
    const limited = await ctx.limiter.consume(`push-subscribe:${userId}`, SUBSCRIBE_RULE);
    if (!limited.allowed) throw tooMany("tooMany", limited.retryAfterS);
    const row = { user_id: userId, session_hash: tokenHash, endpoint, p256dh: keys.p256dh, auth: keys.auth, locale: request.locale, created_at: ctx.clock.now() };
    const save = () =>
      db.transaction().execute(async (trx) => {
        // Another user's row of this endpoint goes (with what was queued for them), as does an
        // earlier subscription of this session; the caller's own row of it is updated in place.
        await trx.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).where("user_id", "!=", userId).execute();
        await trx.deleteFrom("push_subscriptions").where("session_hash", "=", tokenHash).where("endpoint", "!=", endpoint).execute();
        const updated = await trx.updateTable("push_subscriptions").set({ session_hash: tokenHash, p256dh: keys.p256dh, auth: keys.auth, locale: request.locale }).where("endpoint", "=", endpoint).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) await trx.insertInto("push_subscriptions").values(row).execute();
      });
    try {
      await save();
    } catch (error) {
      // The same endpoint posted twice at once: the second finds the first's row and updates it.
      if (!isUniqueViolation(error)) throw error;
      await save();
    }
    return ok(request.locale, null);
  });

  app.post("/api/push/unsubscribe", auth, async (request) => {
    if (!request.auth) throw unauthorized();
    const { endpoint } = parseBody(pushUnsubscribeRequest, request.body);
    await db.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).where("user_id", "=", request.auth.userId).execute();
    return ok(request.locale, null);
  });
}

/**
 * An https URL without credentials. In production it must name a host, not an address or localhost:
 * the server posts to it, and must not be pointed at its own network.
 */
function pushServiceUrl(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return !production || (isIP(host) === 0 && host !== "localhost" && !host.endsWith(".localhost") && host.includes("."));
}

/** Whether the key is a point on P-256 (the payload is encrypted to it). */
function onCurve(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}
