/**
 * Background jobs that every server process schedules but one should run at a time: a lease row per
 * job in the database (migration 0016), taken with one conditional upsert, so it works the same on
 * SQLite and PostgreSQL and without Redis. The lease is held for `leaseMs` from the start of a run
 * and not given back early: processes whose timers fire within that time skip, so the job runs about
 * once per `leaseMs` however many processes there are. A process that dies mid-run blocks the job for
 * at most `leaseMs`. Jobs stay idempotent anyway (ledger keys), so an overlap would only waste work.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Database } from "./database.js";

/** This process's name in `job_leases.holder`. */
export const PROCESS_HOLDER: string = randomUUID();

/** Takes the job's lease when it is free or expired; true when this holder has it now. */
export async function takeLease(database: Database, job: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
  const { rows } = await sql<{ holder: string }>`
    insert into job_leases (name, holder, expires_at) values (${job}, ${holder}, ${now + leaseMs})
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where job_leases.expires_at <= ${now}
    returning holder`.execute(database.db);
  return rows[0]?.holder === holder;
}

/** Runs `job` when this process gets the lease; answers whether it ran. */
export async function runLeased(database: Database, job: string, now: number, leaseMs: number, run: () => Promise<unknown>, holder = PROCESS_HOLDER): Promise<boolean> {
  if (!(await takeLease(database, job, holder, now, leaseMs))) return false;
  await run();
  return true;
}
