/**
 * POST /api/partner/session: a partner's backend hands one of its own users to the chat
 * without the user ever having or typing a password of ours. The partner authenticates with its key
 * (`Authorization: Bearer <partner key>`, PARTNER_KEYS); the user is found or created by the partner's
 * own id for them, their profile is synced, and a session token comes back for `<chat-panel token>`.
 * POST /api/partner/delete-user deletes the chat account of a member who left the partner and erases
 * their data as the member's own deletion does (erase-account.ts).
 *
 * Trust scope: a partner acts only for users it created itself (partner_users, keyed by its origin),
 * never for accounts registered with us directly or handed over by another partner.
 */
import { CODE, partnerDeleteUserRequest, partnerSessionRequest } from "@chat/protocol";
import type { PartnerSession } from "@chat/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { bearerToken } from "../../http/auth.js";
import { AppError, ok, tooMany, unauthorized } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { partnerOfKey } from "../../security/partner-keys.js";
import type { PartnerKey } from "../../security/partner-keys.js";
import { sha256 } from "../../security/token.js";
import { eraseAccount, finishErasure } from "./erase-account.js";
import { createSession, endOtherSessions, sessionsEnded } from "./sessions.js";
import { accountRefusal } from "./suspension.js";
import { isUniqueViolation } from "../../db/errors.js";
import { publishAll } from "../../realtime/events.js";
import type { StoredEvent } from "../../realtime/events.js";
import { profileChangeEvents } from "./profile-events.js";

/** A handed-over token lives a day; when it ends the panel fires `chat-logout` and the page asks again. */
export const PARTNER_SESSION_TTL_MS = 24 * 60 * 60_000;
/** Wrong keys per client address before the endpoint stops listening to it for a while. */
const BAD_KEY_RULE = { limit: 10, windowMs: 10 * 60_000 };

type Profile = Omit<ReturnType<typeof partnerSessionRequest.parse>, "externalId">;

export function registerPartnerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post("/api/partner/session", async (request) => {
    const partner = await authenticatePartner(ctx, request);
    const { externalId, ...profile } = parseBody(partnerSessionRequest, request.body);
    const { userId, events } = await partnerUser(ctx, partner.origin, externalId, profile);
    publishAll(ctx, events);
    ctx.easemob?.kick();
    const standing = await ctx.database.db.selectFrom("users").select(["suspended_until", "banned_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
    const refusal = accountRefusal(standing, ctx.clock.now(), request.locale);
    if (refusal) throw refusal;
    const expiresAt = ctx.clock.now() + PARTNER_SESSION_TTL_MS;
    const token = await createSession(ctx, userId, expiresAt);
    // One device at a time, as for a login (product §4): the user's earlier session ends now.
    await endOtherSessions(ctx, userId, sha256(token));
    const session: PartnerSession = { token, userId, expiresAt };
    return ok(request.locale, session);
  });

  app.post("/api/partner/delete-user", async (request) => {
    const partner = await authenticatePartner(ctx, request);
    const { externalId } = parseBody(partnerDeleteUserRequest, request.body);
    const now = ctx.clock.now();
    const erasure = await ctx.database.db.transaction().execute(async (trx) => {
      const linked = await trx
        .selectFrom("partner_users")
        .innerJoin("users", "users.id", "partner_users.user_id")
        .select("users.id")
        .where("partner_users.partner_origin", "=", partner.origin)
        .where("partner_users.external_id", "=", externalId)
        .where("users.deleted_at", "is", null)
        .executeTakeFirst();
      if (!linked) return undefined;
      // As when a user deletes their own account: erased, the link to the partner included.
      await ctx.easemob?.enqueue(trx, { kind: "delete", userId: linked.id });
      return eraseAccount(trx, linked.id, now);
    });
    ctx.easemob?.kick();
    if (erasure === undefined) throw new AppError(CODE.notFound, "notFound");
    sessionsEnded(ctx, erasure.userId);
    await finishErasure(ctx, erasure, request.log);
    return ok(request.locale, null, "deleteOk");
  });
}

/** The partner whose key the request carries; refuses browsers, missing or wrong keys, and guessers. */
async function authenticatePartner(ctx: AppContext, request: FastifyRequest): Promise<PartnerKey> {
  // Server to server only: a browser page that sends the key has published it to all its visitors.
  if (request.headers.origin) throw new AppError(CODE.forbidden, "forbidden");
  const presented = bearerToken(request);
  const partner = presented ? partnerOfKey(ctx.config.partners, presented) : undefined;
  // A right key always passes: wrong ones from the same address (a proxy's, without TRUST_PROXY)
  // must not lock the partner out. Guessing 128 bits is hopeless anyway; the limit keeps logs quiet.
  if (partner) return partner;
  const limitKey = `partner-key:${request.ip}`;
  const limit = await ctx.limiter.consume(limitKey, BAD_KEY_RULE);
  if (!limit.allowed) throw tooMany("tooMany", limit.retryAfterS);
  throw unauthorized();
}

/**
 * The partner's user: found by (partner, externalId) with the profile synced, or created and linked.
 * A synced new nickname reaches the member's friends as a `profile` event (published after commit).
 */
async function partnerUser(
  ctx: AppContext,
  partnerOrigin: string,
  externalId: string,
  profile: Profile,
): Promise<{ userId: number; events: StoredEvent[] }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.database.db.transaction().execute(async (trx) => {
        const linked = await trx
          .selectFrom("partner_users")
          .innerJoin("users", "users.id", "partner_users.user_id")
          .select(["users.id", "users.deleted_at", "users.nickname", "users.avatar", "users.avatar_thumb"])
          .where("partner_users.partner_origin", "=", partnerOrigin)
          .where("partner_users.external_id", "=", externalId)
          .executeTakeFirst();
        if (linked && linked.deleted_at === null) {
          await trx.updateTable("users").set(profile).where("id", "=", linked.id).execute();
          const renamed = profile.nickname !== linked.nickname;
          const change = { userId: linked.id, nickname: profile.nickname, avatar: linked.avatar, avatarThumb: linked.avatar_thumb };
          return { userId: linked.id, events: renamed ? await profileChangeEvents(trx, change, ctx.clock.now()) : [] };
        }
        // The person deleted their chat account: coming back through the partner starts a new one.
        if (linked) {
          await trx.deleteFrom("partner_users").where("partner_origin", "=", partnerOrigin).where("external_id", "=", externalId).execute();
        }
        const now = ctx.clock.now();
        // No e-mail and no password: this user can only ever come in through the partner.
        const { id } = await trx
          .insertInto("users")
          .values({ email: null, password_hash: "", created_at: now, ...profile })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx.insertInto("partner_users").values({ partner_origin: partnerOrigin, external_id: externalId, user_id: id, created_at: now }).execute();
        await ctx.easemob?.enqueue(trx, { kind: "user", userId: id });
        return { userId: id, events: [] };
      });
    } catch (error) {
      // Two first calls for the same user at once: the other one linked them; take that user.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
