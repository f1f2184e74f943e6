/**
 * kysely's PostgreSQL introspector lists every table of every schema in the database and calls
 * has_schema_privilege on each schema's name. Where several servers or test suites share one
 * database, each in a schema of its own, a schema dropped meanwhile makes that query fail
 * ("schema … does not exist", 3F000) and with it a migration that never concerned that schema.
 * This one looks only at the connection's own schema (its search_path), which is all the migrator
 * needs: which of its bookkeeping tables exist.
 */
import { PostgresDialect, sql } from "kysely";
import type { DatabaseIntrospector, DatabaseMetadata, Kysely, SchemaMetadata, TableMetadata } from "kysely";

function ownSchemaIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')`.execute(db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === "v", columns: [] }));
  };
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
      return rows.filter((r) => r.name !== null);
    },
    getTables,
    async getMetadata(): Promise<DatabaseMetadata> {
      return { tables: await getTables() };
    },
  };
}

/** PostgresDialect whose introspection stays within the connection's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return ownSchemaIntrospector(db);
  }
}
