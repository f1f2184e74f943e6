/** Column builders the migrations share, so both dialects get the same definitions. */
import type { ColumnDefinitionBuilder, CreateTableBuilder } from "kysely";
import type { Dialect } from "./database.js";

export type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
export const notNull: Col = (c) => c.notNull();
export const notNullDefault =
  (value: string | number): Col =>
  (c) =>
    c.notNull().defaultTo(value);
export const userRef: Col = (c) => c.notNull().references("users.id").onDelete("cascade");

/** An integer primary key the database numbers: an identity column on PostgreSQL, autoincrement on SQLite. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}
