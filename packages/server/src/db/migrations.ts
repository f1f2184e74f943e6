/**
 * The one set of migrations, written with kysely's schema builder so the same code creates the
 * tables in SQLite and in PostgreSQL. Append new migrations; never edit one that has shipped.
 */
import { Migrator, sql } from "kysely";
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely, Migration, MigrationProvider } from "kysely";
import type { Database, Dialect } from "./database.js";
import { messagingMigration } from "./migration-0002-messaging.js";
import { walletMigration } from "./migration-0003-wallet.js";
import { partnersMigration } from "./migration-0004-partners.js";
import { uploadUsageMigration } from "./migration-0005-upload-usage.js";
import { sendReservationsMigration } from "./migration-0006-send-reservations.js";
import { profilesMigration } from "./migration-0007-profiles.js";
import { peopleMigration } from "./migration-0008-people.js";
import { blockMigration } from "./migration-0010-block.js";
import { albumMigration } from "./migration-0009-album.js";
import { momentsMigration } from "./migration-0011-moments.js";
import { encounterMigration } from "./migration-0012-encounter.js";
import { mallMigration } from "./migration-0013-mall.js";
import { paymentsMigration } from "./migration-0014-payments.js";
import { easemobMigration } from "./migration-0015-easemob.js";
import { scaleoutMigration } from "./migration-0016-scaleout.js";
import { messageOrderMigration } from "./migration-0017-message-order.js";
import { consoleMigration } from "./migration-0018-console.js";
import { announcementTextsMigration } from "./migration-0019-announcement-texts.js";
import { statsMigration } from "./migration-0020-stats.js";
import { translationMigration } from "./migration-0021-translation.js";
import { operatorDisableMigration } from "./migration-0022-operator-disable.js";
import { fileDeletionsMigration } from "./migration-0023-file-deletions.js";
import { pushMigration } from "./migration-0024-push.js";
import { receiptsMigration } from "./migration-0025-receipts.js";
import { supportMigration } from "./migration-0026-support.js";
import { sendFunctionsMigration } from "./migration-0027-send-functions.js";
import { sendPlansMigration } from "./migration-0028-send-plans.js";
import { pairTimeIndexMigration } from "./migration-0029-pair-time-index.js";

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** An integer primary key the database numbers itself. */
function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

const notNullDefault =
  (value: string | number): Col =>
  (c) =>
    c.notNull().defaultTo(value);

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-accounts": {
      async up(db: Kysely<unknown>) {
        await idColumn(db.schema.createTable("users"), dialect)
          .addColumn("email", "varchar(320)", (c) => c.unique())
          .addColumn("deleted_email", "varchar(320)")
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("nickname", "varchar(255)", (c) => c.notNull())
          .addColumn("avatar", "text", notNullDefault(""))
          .addColumn("vip_level", "integer", notNullDefault(0))
          .addColumn("gender", "integer", notNullDefault(0))
          .addColumn("birthday", "varchar(10)")
          .addColumn("region", "varchar(8)", notNullDefault(""))
          .addColumn("height", "integer")
          .addColumn("weight", "integer")
          .addColumn("occupation", "varchar(255)", notNullDefault(""))
          .addColumn("interest", "varchar(255)", notNullDefault(""))
          .addColumn("personal_message", "text", notNullDefault(""))
          .addColumn("language", "varchar(16)", notNullDefault(""))
          .addColumn("is_pay_msg", "integer", notNullDefault(0))
          .addColumn("is_burn_pay_msg", "integer", notNullDefault(0))
          .addColumn("gold_coin", "bigint", notNullDefault(0))
          .addColumn("translate_chars", "bigint", notNullDefault(0))
          .addColumn("vip_chars", "bigint", notNullDefault(0))
          .addColumn("add_friend", "varchar(16)", notNullDefault("verification"))
          .addColumn("moment_interactions", "varchar(16)", notNullDefault("public"))
          .addColumn("is_service", "integer", notNullDefault(0))
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("deleted_at", "bigint")
          .execute();

        await db.schema
          .createTable("sessions")
          .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
          .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addColumn("last_seen_at", "bigint", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

        await db.schema
          .createTable("verification_codes")
          .addColumn("email", "varchar(320)", (c) => c.notNull())
          .addColumn("purpose", "varchar(16)", (c) => c.notNull())
          .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addColumn("attempts", "integer", notNullDefault(0))
          .addColumn("used_at", "bigint")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          // One live code per address and purpose: a new code replaces the old one.
          .addPrimaryKeyConstraint("verification_codes_pk", ["email", "purpose"])
          .execute();

        await db.schema
          .createTable("friends")
          .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn("friend_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn("remark_name", "varchar(255)", notNullDefault(""))
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addPrimaryKeyConstraint("friends_pk", ["user_id", "friend_user_id"])
          .execute();

        await idColumn(db.schema.createTable("announcements"), dialect)
          .addColumn("content", "text", (c) => c.notNull())
          .addColumn("insert_time", "bigint", (c) => c.notNull())
          .execute();
      },
    },
    "0002-messaging": messagingMigration(dialect),
    "0003-wallet": walletMigration(dialect),
    "0004-partners": partnersMigration,
    "0005-upload-usage": uploadUsageMigration,
    "0006-send-reservations": sendReservationsMigration,
    "0007-profiles": profilesMigration,
    "0008-people": peopleMigration,
    "0009-album": albumMigration(dialect),
    "0010-block": blockMigration,
    "0011-moments": momentsMigration(dialect),
    "0012-encounter": encounterMigration(dialect),
    "0013-mall": mallMigration(dialect),
    "0014-payments": paymentsMigration(dialect),
    "0015-easemob": easemobMigration(dialect),
    "0016-scaleout": scaleoutMigration(),
    "0017-message-order": messageOrderMigration,
    "0018-console": consoleMigration(dialect),
    "0019-announcement-texts": announcementTextsMigration,
    "0020-stats": statsMigration,
    "0021-translation": translationMigration,
    "0022-operator-disable": operatorDisableMigration,
    "0023-file-deletions": fileDeletionsMigration,
    "0024-push": pushMigration(dialect),
    "0025-receipts": receiptsMigration,
    "0026-support": supportMigration(dialect),
    "0027-send-functions": sendFunctionsMigration(dialect),
    "0028-send-plans": sendPlansMigration(dialect),
    "0029-pair-time-index": pairTimeIndexMigration,
  };
}

class InCodeProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  getMigrations() {
    return Promise.resolve(migrations(this.dialect));
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(database: Database): Promise<void> {
  // kysely looks for its bookkeeping table in every schema unless told which one is ours.
  const schema = database.dialect === "postgres" ? await currentSchema(database) : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: new InCodeProvider(database.dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause.message}`, { cause });
  }
}

async function currentSchema(database: Database): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema ?? undefined;
}

/** Cheap liveness check for /api/health. */
export async function ping(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
