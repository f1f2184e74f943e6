import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { addOperator, recordAudit } from "./index.js";

describe.each(testDatabases)("the audit log on %s", (dialect) => {
  let database: TestDatabase;
  let operatorId = 0;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    operatorId = (await addOperator(database.db, { email: "audit@ops.example.com", role: "admin", password: "x", passwordHashLogN: 10, now: 1 })).id;
  });
  afterAll(() => database.dispose());

  it("records an action with its before and after as JSON, in the caller's transaction", async () => {
    await database.db.transaction().execute((trx) =>
      recordAudit(trx, { operatorId, action: "user.set", targetType: "user", targetId: 7, before: { vipLevel: 0 }, after: { vipLevel: 2 }, at: 1234 }),
    );
    await expect(
      database.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { operatorId, action: "user.coins", targetType: "user", targetId: 7, before: null, after: { delta: 5 }, at: 1235 });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const rows = await database.db.selectFrom("audit_log").selectAll().execute();
    expect(rows).toEqual([{ id: rows[0]?.id, operator_id: operatorId, action: "user.set", target_type: "user", target_id: "7", before: '{"vipLevel":0}', after: '{"vipLevel":2}', at: 1234 }]);
  });

  it("refuses every UPDATE and DELETE at the database, even written by hand", async () => {
    await database.db.transaction().execute((trx) => recordAudit(trx, { operatorId, action: "complaint.dismiss", targetType: "complaint", targetId: 1, before: null, after: null }));
    await expect(database.db.updateTable("audit_log").set({ action: "nothing" }).execute()).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom("audit_log").execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id > 0`.execute(database.db)).rejects.toThrow(/append-only/);
    if (dialect === "postgres") await expect(sql`truncate audit_log`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await database.db.selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action)).toEqual(["user.set", "complaint.dismiss"]);
  });
});
