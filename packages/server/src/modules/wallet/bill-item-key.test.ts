import { describe, expect, it } from "vitest";
import { billItemKey } from "./bill-item-key.js";

describe("a bill record's item as data", () => {
  it("names purchases by what they bought", () => {
    expect(billItemKey("recharge", "100 gold coins")).toEqual({ kind: "coins", coins: 100 });
    expect(billItemKey("translate_package", "Translation package: 2000 characters")).toEqual({ kind: "translation_package", characters: 2000 });
    expect(billItemKey("vip", "VIP 30 days")).toEqual({ kind: "vip", vipLevel: 1, days: 30 });
    expect(billItemKey("vip", "SVIP 90 days")).toEqual({ kind: "vip", vipLevel: 2, days: 90 });
    expect(billItemKey("mall", "Mall: Teddy bear ×3")).toEqual({ kind: "mall", name: "Teddy bear", quantity: 3 });
  });

  it("names a gift by its catalogue id, whether written by name or (the demo's) by id", () => {
    expect(billItemKey("gift", "Gift: Rose ×2")).toEqual({ kind: "gift", giftId: "rose", amount: 2 });
    expect(billItemKey("gift", "Gift: rocket ×1")).toEqual({ kind: "gift", giftId: "rocket", amount: 1 });
    expect(billItemKey("gift", "Gift: Golden ring ×1")).toEqual({ kind: "gift", giftId: "Golden ring", amount: 1 });
  });

  it("names charges by their type, refunds by what they give back, grants by month and support's notes as typed", () => {
    expect(billItemKey("translate", "Translation")).toEqual({ kind: "type", type: "translate" });
    expect(billItemKey("message", "Chat message")).toEqual({ kind: "type", type: "message" });
    expect(billItemKey("burn_view", "Burn-after-read photo")).toEqual({ kind: "type", type: "burn_view" });
    expect(billItemKey("demo", "")).toEqual({ kind: "type", type: "demo" });
    expect(billItemKey("translate_release", "Refund: Translation")).toEqual({ kind: "refund", of: { kind: "type", type: "translate" } });
    expect(billItemKey("admin", "Refund: Gift: Rose ×2")).toEqual({ kind: "refund", of: { kind: "gift", giftId: "rose", amount: 2 } });
    expect(billItemKey("free_gifts_grant", "Free gifts 2024-05")).toEqual({ kind: "free_gifts", month: "2024-05" });
    expect(billItemKey("admin", "Support: goodwill: late delivery")).toEqual({ kind: "support", note: "goodwill: late delivery" });
  });

  it("gives no key for text it does not know, so the screen shows the text", () => {
    expect(billItemKey("admin", "Something else")).toBeUndefined();
    expect(billItemKey("admin", "Refund: Refund: Translation")).toBeUndefined();
    expect(billItemKey("recharge", "99999999999999999999 gold coins")).toBeUndefined();
  });
});
