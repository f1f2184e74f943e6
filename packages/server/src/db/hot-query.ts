/**
 * Queries of the hot path (a message send) built and compiled once per dialect instead of on every
 * call: kysely builds an operation tree and compiles it to SQL each time, which cost about a fifth of
 * a send's thread time (`npm run bench`). The query is written with kysely as usual, against a
 * parameter object `p`; the first call builds it with a placeholder in each of p's fields, compiles
 * it and notes which field each SQL parameter comes from. Later calls only bind the values (and the
 * SQLite driver reuses the prepared statement, database.ts).
 *
 * Every value of the query must come from `p` or be a constant: a value computed inside `build` from
 * p's fields would see the placeholder, not the value (the first call throws if it finds one).
 */
import { CompiledQuery } from "kysely";
import type { Compilable, Kysely, QueryResult } from "kysely";
import type { DB } from "./schema.js";

const MARK = "\u0000hot:";

type Slot = { field: string } | { constant: unknown };

export function hotQuery<P extends object, R>(build: (db: Kysely<DB>, p: P) => Compilable<R>): (db: Kysely<DB>, p: P) => Promise<QueryResult<R>> {
  const compiled = new Map<unknown, { sql: string; slots: Slot[] }>();
  const placeholders = new Proxy({}, { get: (_, field) => `${MARK}${String(field)}` }) as P;
  return (db, p) => {
    // One compiled form per dialect (its adapter's class): SQLite and PostgreSQL differ.
    const dialect = db.getExecutor().adapter.constructor;
    let query = compiled.get(dialect);
    if (!query) {
      const { sql, parameters } = build(db, placeholders).compile();
      const slots = parameters.map((value): Slot => {
        if (typeof value === "string" && value.startsWith(MARK)) return { field: value.slice(MARK.length) };
        if (typeof value === "string" && value.includes(MARK)) throw new Error(`hotQuery: a value computed from a parameter: ${value}`);
        return { constant: value };
      });
      query = { sql, slots };
      compiled.set(dialect, query);
    }
    const values = p as Record<string, unknown>;
    const bound = query.slots.map((slot) => ("field" in slot ? values[slot.field] : slot.constant));
    return db.executeQuery(CompiledQuery.raw(query.sql, bound)) as Promise<QueryResult<R>>;
  };
}
