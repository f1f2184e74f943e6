/**
 * GET /api/admin/complaints?status&reason&userId&page&pageSize: the queue, newest first, with each
 * complaint's copy of what was reported; GET /api/admin/complaints/reasons: the reasons to filter by.
 */
import { accountIdOf, consoleComplaintsQuery } from "@chat/protocol";
import type { ComplaintSnapshot, ConsoleComplaint, ConsoleComplaintPage } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { ok } from "../../http/envelope.js";
import { parseBody } from "../../http/parse-body.js";
import { requireOperator } from "./auth.js";

function complaintRows(db: Kysely<DB>) {
  return db
    .selectFrom("complaints as c")
    .innerJoin("complaint_types as t", "t.id", "c.type")
    .innerJoin("users as r", "r.id", "c.user_id")
    .innerJoin("users as u", "u.id", "c.be_complained_user_id")
    .leftJoin("operators as o", "o.id", "c.handled_by");
}

export function aboutOf(row: { message_id: string | null; dynamic_id: number | null; comment_id: number | null }): ConsoleComplaint["about"] {
  if (row.message_id) return "message";
  if (row.comment_id) return "comment";
  if (row.dynamic_id) return "moment";
  return "user";
}

/** One complaint as the console shows it, or undefined. */
export async function consoleComplaint(db: Kysely<DB>, id: number): Promise<ConsoleComplaint | undefined> {
  const page = await queryComplaints(db, (q) => q.where("c.id", "=", id), 1, 0);
  return page[0];
}

async function queryComplaints(db: Kysely<DB>, filter: (q: ReturnType<typeof complaintRows>) => ReturnType<typeof complaintRows>, limit: number, offset: number): Promise<ConsoleComplaint[]> {
  const rows = await filter(complaintRows(db))
    .select([
      "c.id", "c.notes", "c.created_at", "c.status", "c.handled_at", "c.message_id", "c.dynamic_id", "c.comment_id", "c.snapshot",
      "t.id as reason_id", "t.reason",
      "r.id as reporter_id", "r.nickname as reporter_nickname",
      "u.id as reported_id", "u.nickname as reported_nickname", "u.suspended_until", "u.banned_at",
      "o.email as handled_by",
    ])
    .orderBy("c.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reason: { id: r.reason_id, reason: r.reason },
    notes: r.notes,
    createdAt: Number(r.created_at),
    status: r.status,
    handledAt: r.handled_at === null ? null : Number(r.handled_at),
    handledBy: r.handled_by,
    reporter: { id: r.reporter_id, accountId: accountIdOf(r.reporter_id), nickname: r.reporter_nickname },
    reported: {
      id: r.reported_id,
      accountId: accountIdOf(r.reported_id),
      nickname: r.reported_nickname,
      suspendedUntil: r.suspended_until === null ? null : Number(r.suspended_until),
      bannedAt: r.banned_at === null ? null : Number(r.banned_at),
    },
    about: aboutOf(r),
    snapshot: r.snapshot ? (JSON.parse(r.snapshot) as ComplaintSnapshot) : null,
  }));
}

export function registerComplaintQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const operators = { preHandler: requireOperator(ctx) };

  app.get("/api/admin/complaints", operators, async (request) => {
    const query = parseBody(consoleComplaintsQuery, request.query);
    const filter = (q: ReturnType<typeof complaintRows>) => {
      let out = q;
      if (query.status === "open") out = out.where("c.status", "=", "open");
      if (query.status === "handled") out = out.where("c.status", "!=", "open");
      if (query.reason !== undefined) out = out.where("c.type", "=", query.reason);
      if (query.userId !== undefined) out = out.where("c.be_complained_user_id", "=", query.userId);
      return out;
    };
    const [records, count] = await Promise.all([
      queryComplaints(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
      filter(complaintRows(db)).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return ok<ConsoleComplaintPage>(request.locale, { records, total: Number(count.n) });
  });

  app.get("/api/admin/complaints/reasons", operators, async (request) => {
    const rows = await db.selectFrom("complaint_types").select(["id", "reason"]).orderBy("id").execute();
    return ok(request.locale, rows);
  });
}
