import { i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import type { BillRecord } from "@chat/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { billChangeText, billItemText, billTypeText } from "./bill-words.js";
import { giftCountText, giftName } from "./gift-words.js";
import { buyLabel, formatPrice, goldCoinsText } from "./purchase-words.js";

const record = (over: Partial<BillRecord>): BillRecord => ({ id: 1, item: "", type: "vip", asset: "gold_coin", accountChange: -30, balanceAfter: 70, createTime: 0, translatedCharacters: 0, ...over });

afterAll(() => activateAppLocale("en"));

describe("bill words", () => {
  it("in English: each change with its unit, numbers grouped, one and many", async () => {
    await activateAppLocale("en");
    expect(billChangeText(i18n, record({}))).toBe("−30 gold coins");
    expect(billChangeText(i18n, record({ accountChange: -1 }))).toBe("−1 gold coin");
    expect(billChangeText(i18n, record({ asset: "vip_chars", accountChange: 2000 }))).toBe("+2,000 translation characters");
    expect(billChangeText(i18n, record({ asset: "blur_uses", accountChange: 5 }))).toBe("+5 blurred-photo views");
    expect(billChangeText(i18n, record({ asset: "free_gifts", accountChange: -1 }))).toBe("−1 free gift");
  });

  it("in English: the item from its key, the server's text without one", async () => {
    await activateAppLocale("en");
    const item = (itemKey: BillRecord["itemKey"], text = "server text") => billItemText(i18n, { item: text, itemKey });
    expect(item({ kind: "vip", vipLevel: 1, days: 30 })).toBe("VIP for 30 days");
    expect(item({ kind: "vip", vipLevel: 2, days: 1 })).toBe("SVIP for 1 day");
    expect(item({ kind: "coins", coins: 1 })).toBe("1 gold coin");
    expect(item({ kind: "translation_package", characters: 20000 })).toBe("20,000 translation characters");
    expect(item({ kind: "gift", giftId: "rose", amount: 2 })).toBe("Rose × 2");
    expect(item({ kind: "gift", giftId: "Golden ring", amount: 1 })).toBe("Golden ring");
    expect(item({ kind: "mall", name: "Teddy bear", quantity: 1200 })).toBe("Teddy bear × 1,200");
    expect(item({ kind: "type", type: "message" })).toBe("Chat message");
    expect(item({ kind: "refund", of: { kind: "type", type: "translate" } })).toBe("Refund: Translation");
    expect(item({ kind: "free_gifts", month: "2024-05" })).toBe("Free gifts for May 2024");
    expect(item({ kind: "support", note: "goodwill" })).toBe("Support: goodwill");
    expect(item(undefined, "Something new")).toBe("Something new");
    expect(billTypeText(i18n, "recharge")).toBe("Gold coin top-up");
    expect(giftName(i18n, "cake")).toBe("Cake");
    expect(giftCountText(i18n, 1)).toBe("1 gift");
    expect(giftCountText(i18n, 3)).toBe("3 gifts");
  });

  it("in Japanese and Arabic: the units, the item names and the plural forms are the reader's", async () => {
    await activateAppLocale("ja");
    expect(billChangeText(i18n, record({}))).toBe("−金貨30枚");
    expect(billItemText(i18n, { item: "Gift: Rose ×2", itemKey: { kind: "gift", giftId: "rose", amount: 2 } })).toBe("バラ × 2");
    expect(billItemText(i18n, { item: "Translation", itemKey: { kind: "type", type: "translate" } })).toBe("翻訳");
    expect(billTypeText(i18n, "recharge")).toBe("金貨のチャージ");
    await activateAppLocale("ar");
    // Arabic has a form of its own for two.
    expect(giftCountText(i18n, 2)).toBe("هديتان");
    expect(billItemText(i18n, { item: "VIP 30 days", itemKey: { kind: "vip", vipLevel: 1, days: 30 } })).not.toContain("VIP 30 days");
  });

  it("in Arabic: a package's coins and its Buy button's name take the number's plural form", async () => {
    await activateAppLocale("ar");
    // 30 and 100 take the singular noun in Arabic ("30 عملات" was shown before); 3 to 10 the plural.
    expect(goldCoinsText(i18n, 30)).toBe("30 عملة ذهبية");
    expect(goldCoinsText(i18n, 100)).toBe("100 عملة ذهبية");
    expect(goldCoinsText(i18n, 10)).toBe("10 عملات ذهبية");
    expect(buyLabel(i18n, goldCoinsText(i18n, 30), "10.00 US$")).toBe("شراء 30 عملة ذهبية مقابل 10.00 US$");
    // "US$" isolated left to right (a right-to-left line showed "$US"); "$" alone needs nothing.
    expect(formatPrice(1000, "USD", "ar")).toContain("\u2066US$\u2069");
    expect(formatPrice(1000, "USD", "en")).toBe("$10.00");
  });
});
