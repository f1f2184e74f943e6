import { GIFT_CATALOGUE } from "@chat/protocol";
import { activateLocale, i18n } from "@chat/i18n";
import { describe, expect, it } from "vitest";
import { giftIcon, giftName, GIFTS } from "./gift-names.js";

describe("the gifts as the panel names them", () => {
  it("has every gift of the catalogue, with its picture, and nothing else", () => {
    expect(Object.keys(GIFTS).sort()).toEqual(GIFT_CATALOGUE.map((g) => g.id).sort());
    for (const gift of GIFT_CATALOGUE) expect(giftIcon(gift.id), gift.id).toBe(gift.icon);
  });

  it("names each in the reader's language, and one it does not know by the server's name or its id", async () => {
    await activateLocale("en");
    for (const gift of GIFT_CATALOGUE) expect(giftName(i18n, gift.id)).toBe(gift.name);
    await activateLocale("ko");
    expect(giftName(i18n, "rocket")).toBe("로켓");
    expect(giftName(i18n, "ring", "Ring")).toBe("Ring");
    expect(giftName(i18n, "ring")).toBe("ring");
    await activateLocale("en");
  });
});
