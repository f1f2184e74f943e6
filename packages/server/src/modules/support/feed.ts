/**
 * GET /api/admin/support/feed: the inbox's live feed, as server-sent events (`text/event-stream`),
 * one `data: {"memberId":N}` whenever member N's thread changed, and a comment every 25 s so proxies
 * keep the connection. It follows the customer-service account on the realtime bus: that account gets
 * the event of every message either way, recall and read mark of its conversations, and a `support`
 * event for each assignment, note, resolution and reopening (thread-change.ts). With the Redis bus the
 * events of every server process arrive, so an operator on one process sees what happens on another.
 * The stream ends when the client goes, when the server stops, or when the operator's session ends
 * (checked at each ping without counting as activity, so an open feed never keeps a session alive).
 */
import { OPERATOR_SESSION } from "@chat/protocol";
import type { ServerFrame, SupportFeedEvent } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";
import { requireOperator } from "../console/index.js";
import { requireService } from "./thread-queries.js";

const PING_MS = 25_000;

/** The member whose thread a frame of the customer-service account is about, if any. */
export function memberOfFrame(frame: ServerFrame, serviceId: number): number | undefined {
  const other = (a: number, b: number) => (a === serviceId ? b : a);
  switch (frame.type) {
    case "message":
    case "recall":
      return other(frame.data.fromUserId, frame.data.toUserId);
    case "read":
    case "delivered":
      return other(frame.data.userId, frame.data.peerUserId);
    case "burn-read":
      return frame.data.viewerId;
    case "support":
      return frame.data.memberId;
    default:
      return undefined;
  }
}

export function registerFeedRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const open = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });

  /** Whether the session is still live, read without refreshing its idle time. */
  const sessionLive = async (tokenHash: string) => {
    const now = ctx.clock.now();
    const row = await db
      .selectFrom("operator_sessions")
      .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
      .select("operator_sessions.token_hash")
      .where("operator_sessions.token_hash", "=", tokenHash)
      .where("operator_sessions.expires_at", ">", now)
      .where("operator_sessions.last_seen_at", ">", now - OPERATOR_SESSION.idleMs)
      .where("operators.disabled_at", "is", null)
      .executeTakeFirst();
    return row !== undefined;
  };

  app.get("/api/admin/support/feed", { preHandler: requireOperator(ctx, ["support", "admin"]) }, async (request, reply) => {
    const service = await requireService(db);
    const tokenHash = request.operatorTokenHash ?? "";
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      // Nginx would otherwise hold the events back in its buffer.
      "x-accel-buffering": "no",
      // The connection is the stream's: when the stream ends, so does it (a server stopping waits for none).
      connection: "close",
    });
    out.write(": ready\n\n");
    const unsubscribe = ctx.bus.subscribe(service.id, (frame) => {
      const memberId = memberOfFrame(frame, service.id);
      if (memberId === undefined) return;
      const event: SupportFeedEvent = { memberId };
      out.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    const ping = setInterval(() => {
      void sessionLive(tokenHash)
        .then((live) => (live ? out.write(": ping\n\n") : end()))
        .catch(() => end());
    }, PING_MS);
    ping.unref();
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(ping);
      unsubscribe();
      out.end();
    }
    open.add(end);
    // The response's close, not the request's: a request "closes" as soon as it was read.
    out.on("close", end);
  });
}
