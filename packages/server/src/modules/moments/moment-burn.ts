/**
 * Burn-after-reading moments, served like the chat's burn images (modules/burn-after-read):
 * POST /api/dynamic/burn-read {id} is a viewer's one read: single-use links to the real pictures that
 * expire after MOMENT_LIMITS.burnLinkTtlMs, GET /api/dynamic/burn-file/:token. A viewer's reads are one
 * row (moment, viewer) with `reads` of `allowed`, raised by a conditional update, so parallel reads give
 * exactly one success. POST /api/dynamic/burn-recovery {id} (only when burned) allows one more read,
 * paid from the membership's blurred-picture uses first, else BURN_RECOVERY_COINS coins, through the
 * ledger; the conditional update makes parallel recoveries charge once.
 */
import { BURN_RECOVERY_COINS, CODE, MOMENT_LIMITS, momentIdRequest } from "@chat/protocol";
import type { BurnRecoveryReply, MomentBurnReadReply } from "@chat/protocol";
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, forbidden, ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { sha256 } from "../../security/token.js";
import { sendBurnFile } from "../../storage/serve-burn-file.js";
import { ledgerTransaction, orOutOfCoins, post, walletEvent } from "../wallet/index.js";
import type { Posting } from "../wallet/index.js";
import { storedPictures } from "./moment-queries.js";
import type { MomentRow } from "./moment-queries.js";
import { requireVisibleMoment } from "./moment-read.js";

const linkGone = () => new AppError(CODE.notFound, "burnLinkExpired", 410);

export function registerBurnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  /** A burn-after-reading moment someone other than its author may read. */
  async function burnMoment(id: number, me: number): Promise<MomentRow> {
    const moment = await requireVisibleMoment(db, id, me, ctx.clock.now());
    if (moment.type !== 1) throw new AppError(CODE.badRequest, "badRequest");
    if (moment.user_id === me) throw forbidden();
    return moment;
  }

  app.post("/api/dynamic/burn-read", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(momentIdRequest, request.body);
    const moment = await burnMoment(id, me);
    const pictures = storedPictures(moment);
    const now = ctx.clock.now();
    const expiresAt = now + MOMENT_LIMITS.burnLinkTtlMs;
    const tokens = pictures.map(() => randomBytes(32).toString("base64url"));
    const read = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("moment_burn_reads")
        .values({ moment_id: id, viewer_id: me, allowed: 1, reads: 0, updated_at: now })
        .onConflict((oc) => oc.columns(["moment_id", "viewer_id"]).doNothing())
        .execute();
      // Only the request that moves `reads` below `allowed` reads; the others find nothing to update.
      const done = await trx
        .updateTable("moment_burn_reads")
        .set((eb) => ({ reads: eb("reads", "+", 1), updated_at: now }))
        .where("moment_id", "=", id)
        .where("viewer_id", "=", me)
        .where((eb) => eb("reads", "<", eb.ref("allowed")))
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("moment_burn_links")
        .values(tokens.map((token, picture) => ({ token_hash: sha256(token), moment_id: id, viewer_id: me, picture, expires_at: expiresAt, used_at: null })))
        .execute();
      return true;
    });
    if (!read) throw new AppError(CODE.conflict, "burnAlreadyRead");
    return ok<MomentBurnReadReply>(request.locale, {
      pictures: pictures.map((p, i) => ({ url: `/api/dynamic/burn-file/${tokens[i]}`, width: p.width, height: p.height })),
      expiresAt,
      displayMs: MOMENT_LIMITS.burnViewMs,
    });
  });

  app.get<{ Params: { token: string } }>("/api/dynamic/burn-file/:token", async (request, reply) => {
    const token = request.params.token;
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkGone();
    const now = ctx.clock.now();
    const hash = sha256(token);
    // Single use: only the request that flips used_at gets the file.
    const used = await db.updateTable("moment_burn_links").set({ used_at: now }).where("token_hash", "=", hash).where("used_at", "is", null).where("expires_at", ">", now).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw linkGone();
    const link = await db
      .selectFrom("moment_burn_links as l")
      .innerJoin("moments as m", "m.id", "l.moment_id")
      .select(["l.picture", "m.pictures"])
      .where("l.token_hash", "=", hash)
      .executeTakeFirst();
    const key = link ? storedPictures(link)[link.picture]?.key : undefined;
    const sent = await sendBurnFile(reply, ctx.files, key);
    if (!sent) throw linkGone();
    return sent;
  });

  app.post("/api/dynamic/burn-recovery", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(momentIdRequest, request.body);
    await burnMoment(id, me);
    const now = ctx.clock.now();
    const result = await orOutOfCoins("noCoins", () =>
      ledgerTransaction(ctx.database, async (trx) => {
        const row = await trx.selectFrom("moment_burn_reads").select(["allowed", "reads"]).where("moment_id", "=", id).where("viewer_id", "=", me).executeTakeFirst();
        if (!row || Number(row.reads) < Number(row.allowed)) return null;
        // Conditional on what was read: of parallel recoveries, one moves `allowed` and pays.
        const opened = await trx
          .updateTable("moment_burn_reads")
          .set((eb) => ({ allowed: eb("allowed", "+", 1), updated_at: now }))
          .where("moment_id", "=", id)
          .where("viewer_id", "=", me)
          .where("allowed", "=", Number(row.allowed))
          .where((eb) => eb("reads", ">=", eb.ref("allowed")))
          .executeTakeFirst();
        if (Number(opened.numUpdatedRows) !== 1) return null;
        const balance = trx.selectFrom("users").select("blur_uses").where("id", "=", me);
        const user = await (ctx.database.dialect === "postgres" ? balance.forUpdate() : balance).executeTakeFirstOrThrow();
        const posting: Posting =
          Number(user.blur_uses) > 0
            ? { asset: "blur_uses", delta: -1, reason: "burn_recovery", reference: String(id), item: "Burned moment reopened" }
            : { asset: "gold_coin", delta: -BURN_RECOVERY_COINS, reason: "burn_recovery", reference: String(id), item: "Burned moment reopened" };
        await post(trx, me, `burn-recovery:${id}:${row.allowed}`, [posting], now);
        const charged = posting.asset === "blur_uses" ? { blurUses: 1, coins: 0 } : { blurUses: 0, coins: BURN_RECOVERY_COINS };
        return { charged, event: await walletEvent(trx, me, now) };
      }),
    );
    if (!result) throw new AppError(CODE.conflict, "momentNotBurned");
    publishAll(ctx, [result.event]);
    return ok<BurnRecoveryReply>(request.locale, { charged: result.charged });
  });
}
