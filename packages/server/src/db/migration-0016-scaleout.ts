/**
 * Migration 0016 (scale-out): `job_leases`, one row per background job that several server processes
 * run on the same database (the orphaned-send refund sweep, the payment reconcile). A process runs
 * the job only while it holds the lease (db/job-lease.ts), so one sweeper works at a time.
 */
import type { Kysely, Migration } from "kysely";
import { notNull } from "./column-helpers.js";

export const scaleoutMigration = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("job_leases")
      .addColumn("name", "varchar(64)", (c) => c.primaryKey())
      .addColumn("holder", "varchar(64)", notNull)
      .addColumn("expires_at", "bigint", notNull)
      .execute();
  },
});
