import type { ConsolePaymentPage, ReconciliationReport } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import type { CoinRechargeReply } from "@chat/protocol";

describe.each(testDatabases)("the console's payments on %s", (dialect) => {
  let t: TestApp;
  let member: TestUser;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await addUser(t, "Member");
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
  });
  afterAll(() => t.close());

  it("shows a payment of the test provider as completed and credited, and no difference", async () => {
    const paid = await t.post<CoinRechargeReply>("/api/coin/recharge", { packageId: "coins-10", payMethod: "test", requestId: "console-pay-1" }, { token: member.token });
    expect(paid.status).toBe(200);
    const page = await t.get<ConsolePaymentPage>("/api/admin/payments?provider=test", asOperator(support));
    expect(page.body.data.list).toMatchObject([{ provider: "test", status: "completed", coins: 10, credited: 10, userId: member.id }]);
    const report = await t.get<ReconciliationReport>("/api/admin/payments/reconciliation", asOperator(support));
    expect(report.body.data.differences).toEqual([]);
    expect(report.body.data.totals).toMatchObject([{ provider: "test", completed: 1, coins: 10, credited: 10 }]);
  });

  it("lists a credit the ledger never made as a difference", async () => {
    await t.database.db
      .insertInto("payment_orders")
      .values({ id: "c0ffee0000000000000000aa", user_id: member.id, package_id: "coins-10", provider: "paypal", provider_ref: "X", amount: 1000, currency: "USD", coins: 10, status: "completed", request_id: null, created_at: t.clock.now(), completed_at: t.clock.now() })
      .execute();
    const report = await t.get<ReconciliationReport>("/api/admin/payments/reconciliation", asOperator(support));
    expect(report.body.data.differences).toMatchObject([{ kind: "credit-missing", orderId: "c0ffee0000000000000000aa", credited: 0 }]);
  });

  it("refuses members and anonymous callers, and bad filters", async () => {
    for (const path of ["/api/admin/payments", "/api/admin/payments/reconciliation"]) {
      expect((await t.get(path, { token: member.token })).status).toBe(401);
      expect((await t.get(path)).status).toBe(401);
    }
    expect((await t.get("/api/admin/payments?status=stolen", asOperator(support))).status).toBe(400);
    expect((await t.get("/api/admin/payments?pageSize=1000", asOperator(support))).status).toBe(400);
  });
});
