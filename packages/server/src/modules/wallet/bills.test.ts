import type { BillPage, VipPackage } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { credit } from "../../testing/wallet.js";

describe.each(testDatabases)("bill records on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("say what each record is about as data beside the English item, so a screen can name it in its language", async () => {
    const u = await addUser(t, "Reader");
    await credit(t, u.id, { gold_coin: 200 });
    await t.post("/api/coin/recharge", { packageId: "coins-30", payMethod: "test" }, { token: u.token });
    await t.post("/api/translate/recharge", { packageId: "chars-5000" }, { token: u.token });
    const vip = (await t.get<VipPackage[]>("/api/vip/list", { token: u.token })).body.data.find((v) => v.vipLevel === 1 && v.days === 30);
    await t.post("/api/vip/recharge", { packageId: vip?.id }, { token: u.token });
    const bills = (await t.get<BillPage>("/api/bill/list?asset=gold_coin", { token: u.token })).body.data.records;
    const byType = (type: string) => bills.find((b) => b.type === type);
    expect(byType("recharge")).toMatchObject({ item: "30 gold coins", itemKey: { kind: "coins", coins: 30 } });
    expect(byType("translate_package")).toMatchObject({ itemKey: { kind: "translation_package", characters: 5000 } });
    expect(byType("vip")).toMatchObject({ item: "VIP 30 days", itemKey: { kind: "vip", vipLevel: 1, days: 30 } });
  });
});
