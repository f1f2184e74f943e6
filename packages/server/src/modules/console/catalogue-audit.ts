/** A catalogue change and its audit row (before and after) in one transaction; the mall's refusals as 400s. */
import { CODE } from "@chat/protocol";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { DB } from "../../db/schema.js";
import { AppError, notFound } from "../../http/envelope.js";
import { CatalogueError } from "../mall/index.js";
import { recordAudit } from "./audit.js";
import { callerOperator } from "./auth.js";

/** The mall's refusal as a 400 that names its reason. */
export function catalogueRefused(error: unknown): never {
  if (error instanceof CatalogueError) throw new AppError(CODE.badRequest, "catalogueRefused", undefined, {}, { reason: error.message });
  throw error;
}

type Snapshot = (db: Kysely<DB>, id: number) => Promise<unknown>;

/**
 * Runs a catalogue change in one transaction with its audit row. `id` is the target (0: the change
 * creates it and answers its id); a missing target is a 404.
 */
export async function auditedChange(ctx: AppContext, request: FastifyRequest, action: string, targetType: "category" | "good", snapshot: Snapshot, id: number, run: (trx: Kysely<DB>) => Promise<number | void>): Promise<unknown> {
  const operator = callerOperator(request);
  const now = ctx.clock.now();
  return ctx.database.db
    .transaction()
    .execute(async (trx) => {
      const before = id ? await snapshot(trx, id) : null;
      if (id && !before) throw notFound();
      const target = (await run(trx)) ?? id;
      const after = await snapshot(trx, target);
      await recordAudit(trx, { operatorId: operator.id, action, targetType, targetId: target, before, after: after ?? null, at: now });
      return after ?? { id: target, removed: true };
    })
    .catch(catalogueRefused);
}
