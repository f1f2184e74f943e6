import type { BillPage, CoinPackage, CoinRechargeReply, PackageRechargeReply, VipPackage } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit } from "../../testing/wallet.js";

describe.each(testDatabases)("coins, packages and bills on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("lists coin packages and buys one with the test provider; a repeated requestId credits once", async () => {
    const u = await addUser(t, "Payer");
    const list = await t.get<{ packages: CoinPackage[]; payMethods: string[] }>("/api/coin/list", { token: u.token });
    expect(list.body.data.payMethods).toEqual(["test"]);
    expect(list.body.data.packages.every((p) => Number.isInteger(p.coins) && p.coins > 0)).toBe(true);
    const buy = () => t.post<CoinRechargeReply>("/api/coin/recharge", { packageId: "coins-30", payMethod: "test", requestId: "req-000001" }, { token: u.token });
    const [a, b] = await Promise.all([buy(), buy()]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    expect((await buy()).body.data.balance.goldCoin).toBe(30);
    expect((await balanceOf(t, u.id)).coins).toBe(30);
    const bills = await t.get<BillPage>("/api/bill/list?page=1&pageSize=10", { token: u.token });
    expect(bills.body.data).toMatchObject({ total: 1, records: [{ type: "recharge", accountChange: 30, balanceAfter: 30, item: "30 gold coins" }] });
    expect((await t.post("/api/coin/recharge", { packageId: "nope", payMethod: "test" }, { token: u.token })).status).toBe(400);
    expect((await t.post("/api/coin/recharge", { packageId: "coins-10", payMethod: "paypal" }, { token: u.token })).body.msg).toBe("This payment method is not available.");
    // The client cannot name an amount: extra fields change nothing.
    await t.post("/api/coin/recharge", { packageId: "coins-10", payMethod: "test", coins: 100000, price: 1 }, { token: u.token });
    expect((await balanceOf(t, u.id)).coins).toBe(40);
  });

  it("buys translation packages and memberships with coins; not enough is 105 with HTTP 402 and nothing taken", async () => {
    const u = await addUser(t, "Buyer");
    const poor = await t.post("/api/translate/recharge", { packageId: "chars-5000" }, { token: u.token });
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ code: 105, msg: "Insufficient gold coins!" });
    await credit(t, u.id, { gold_coin: 200 });
    const pack = await t.post<PackageRechargeReply>("/api/translate/recharge", { packageId: "chars-5000", requestId: "pack-0001" }, { token: u.token });
    expect(pack.body.data.balance).toMatchObject({ goldCoin: 160, character: 5000 });
    await t.post("/api/translate/recharge", { packageId: "chars-5000", requestId: "pack-0001" }, { token: u.token });
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 160, chars: 5000 });
    // The same request id for another package did not buy it: 409, nothing taken.
    const reused = await t.post("/api/translate/recharge", { packageId: "chars-20000", requestId: "pack-0001" }, { token: u.token });
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe("This request id was already used for a different request. Nothing was done.");
    expect(await balanceOf(t, u.id)).toMatchObject({ coins: 160, chars: 5000 });
    const vips = (await t.get<VipPackage[]>("/api/vip/list", { token: u.token })).body.data;
    const vip = vips.find((v) => v.vipLevel === 1 && v.days === 30);
    const vip2 = await t.post<PackageRechargeReply>("/api/vip/recharge", { packageId: vip?.id }, { token: u.token });
    expect(vip2.body.data.balance).toMatchObject({ vipLevel: 1, goldCoin: 130, vipCharacter: 2000, blurUses: vip?.blurUses });
    expect(vip?.blurUses).toBeGreaterThan(0);
    expect(vip2.body.data.balance.vipExpiresAt).toBe(t.clock.now() + 30 * 86_400_000);
    const types = await t.get<Array<{ type: string }>>("/api/bill/type", { token: u.token });
    expect(types.body.data.map((x) => x.type)).toContain("vip");
    const blurBills = await t.get<BillPage>("/api/bill/list?asset=blur_uses", { token: u.token });
    expect(blurBills.body.data.records.map((r) => r.accountChange)).toEqual([vip?.blurUses]);
    const coinBills = await t.get<BillPage>("/api/bill/list?asset=gold_coin", { token: u.token });
    expect(coinBills.body.data.records.map((r) => r.accountChange)).toEqual([-30, -40, 200]);
  });

  it("remembers a dismissed alert", async () => {
    const u = await addUser(t, "Alerted");
    expect((await t.post("/api/message/update_alert_status", { alertType: 1 }, { token: u.token })).status).toBe(200);
    await t.post("/api/message/update_alert_status", { alertType: "1" }, { token: u.token });
    expect((await t.get<{ dismissed: string[] }>("/api/message/alert_status", { token: u.token })).body.data.dismissed).toEqual(["1"]);
    // The prompts name the prices of the cost table (product §6: one coin a message, three a burn photo).
    expect((await t.get<{ coins: object }>("/api/message/alert_status", { token: u.token })).body.data.coins).toEqual({ payMsg: 1, burnPayMsg: 3 });
  });
});

describe("payments in production", () => {
  it("refuses the test provider when NODE_ENV=production", async () => {
    const t = await createTestApp("sqlite", { config: { production: true, nodeEnv: "production" } });
    try {
      const u = await addUser(t, "Prod");
      expect((await t.get<{ payMethods: string[] }>("/api/coin/list", { token: u.token })).body.data.payMethods).toEqual([]);
      const res = await t.post("/api/coin/recharge", { packageId: "coins-10", payMethod: "test" }, { token: u.token });
      expect(res.status).toBe(400);
      expect((await balanceOf(t, u.id)).coins).toBe(0);
    } finally {
      await t.close();
    }
  });
});
