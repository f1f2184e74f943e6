import { join } from "node:path";
import type { ConsoleComplaintPage } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATORS } from "../../demo-console.js";
import { seedDemo } from "../../demo.js";
import { testDatabases } from "../../db/test-helpers.js";
import { localFileStore } from "../../images/file-store.js";
import { asOperator, loginOperator } from "../../testing/console.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("the console's demo on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.database, t.config, localFileStore(join(t.database.dataDir, "files")), t.clock.now());
  });
  afterAll(() => t.close());

  it("lets the demo operators in with their passwords and mailed codes, and has complaints to handle", async () => {
    for (const op of DEMO_OPERATORS) {
      const token = await loginOperator(t, op);
      expect((await t.get("/api/admin/me", asOperator(token))).body.data).toMatchObject({ email: op.email, role: op.role });
      const open = await t.get<ConsoleComplaintPage>("/api/admin/complaints", asOperator(token));
      expect(open.body.data.total).toBe(2);
      expect(open.body.data.records[0]?.snapshot?.moment?.text).toBe("My new drawing, all my own work!");
      expect((await t.get<ConsoleComplaintPage>("/api/admin/complaints?status=handled", asOperator(token))).body.data.records[0]?.handledBy).toBe("support@demo.chat");
    }
  });
});
