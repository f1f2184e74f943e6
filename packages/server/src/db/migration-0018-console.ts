/**
 * Migration 0018 (the operator console):
 * - `operators` (e-mail, role `support` | `admin`, scrypt password hash), their short `operator_sessions`
 *   (only the token's SHA-256, idle and absolute expiry) and `operator_login_codes` (the mailed second
 *   factor, bound to the login attempt's challenge, only hashes stored);
 * - `audit_log`, append-only: triggers refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL), so no
 *   one, not even the application, can rewrite what an operator did;
 * - complaints keep a copy of what was reported (`snapshot`, JSON), the message complained about, and
 *   what an operator decided (`status`, `handled_by`, `handled_at`);
 * - users can be suspended until a moment or banned; moments and comments can be hidden by an
 *   operator (`hidden_at`; a hidden message is recalled instead, which every client already shows).
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";
import { idColumn, notNull, notNullDefault } from "./column-helpers.js";

export const consoleMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable("operators"), dialect)
      .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
      .addColumn("role", "varchar(16)", notNull)
      .addColumn("password_hash", "text", notNull)
      .addColumn("created_at", "bigint", notNull)
      .addCheckConstraint("operators_role", sql`role in ('support', 'admin')`)
      .execute();
    await db.schema
      .createTable("operator_sessions")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("operator_id", "integer", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("created_at", "bigint", notNull)
      .addColumn("expires_at", "bigint", notNull)
      .addColumn("last_seen_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("operator_sessions_operator").on("operator_sessions").column("operator_id").execute();
    await db.schema
      .createTable("operator_login_codes")
      .addColumn("challenge_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("operator_id", "integer", (c) => c.notNull().references("operators.id").onDelete("cascade"))
      .addColumn("code_hash", "varchar(64)", notNull)
      .addColumn("expires_at", "bigint", notNull)
      .addColumn("attempts", "integer", notNullDefault(0))
      .addColumn("used_at", "bigint")
      .addColumn("created_at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("operator_login_codes_operator").on("operator_login_codes").column("operator_id").execute();

    await idColumn(db.schema.createTable("audit_log"), dialect)
      .addColumn("operator_id", "integer", (c) => c.notNull().references("operators.id"))
      .addColumn("action", "varchar(64)", notNull)
      .addColumn("target_type", "varchar(32)", notNull)
      .addColumn("target_id", "varchar(64)", notNull)
      .addColumn("before", "text")
      .addColumn("after", "text")
      .addColumn("at", "bigint", notNull)
      .execute();
    await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id", "id"]).execute();
    await db.schema.createIndex("audit_log_operator").on("audit_log").columns(["operator_id", "id"]).execute();
    if (dialect === "postgres") {
      await sql`create function audit_log_refuse() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_no_change before update or delete on audit_log
        for each row execute function audit_log_refuse()`.execute(db);
      await sql`create trigger audit_log_no_truncate before truncate on audit_log
        for each statement execute function audit_log_refuse()`.execute(db);
    } else {
      await sql`create trigger audit_log_no_update before update on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      await sql`create trigger audit_log_no_delete before delete on audit_log
        begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    }

    await db.schema.alterTable("complaints").addColumn("message_id", "varchar(64)").execute();
    await db.schema.alterTable("complaints").addColumn("snapshot", "text").execute();
    await db.schema.alterTable("complaints").addColumn("status", "varchar(16)", notNullDefault("open")).execute();
    await db.schema.alterTable("complaints").addColumn("handled_by", "integer", (c) => c.references("operators.id")).execute();
    await db.schema.alterTable("complaints").addColumn("handled_at", "bigint").execute();
    await db.schema.createIndex("complaints_queue").on("complaints").columns(["status", "id"]).execute();
    await db.schema.createIndex("complaints_target").on("complaints").columns(["be_complained_user_id", "id"]).execute();

    await db.schema.alterTable("users").addColumn("suspended_until", "bigint").execute();
    await db.schema.alterTable("users").addColumn("banned_at", "bigint").execute();
    for (const table of ["moments", "moment_comments"]) {
      await db.schema.alterTable(table).addColumn("hidden_at", "bigint").execute();
    }
  },
});
