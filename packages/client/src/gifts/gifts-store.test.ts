import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createGifts } from "./gifts.js";

describe("the gifts store", () => {
  it("loads the catalogue, and a failure leaves the picker empty for a retry", async () => {
    let fail = true;
    const catalogue = { gifts: [{ id: "rose", name: "Rose", coins: 1, icon: "🌹" }], freeGiftsLeft: 0 };
    const gifts = createGifts({ api: apiWith({ "GET /api/gift/list": () => (fail ? envelope(500, "down", null) : ok(catalogue)) }).api });
    await gifts.loadGifts();
    expect(gifts.$gifts.get()).toBeNull();
    fail = false;
    await gifts.loadGifts();
    expect(gifts.$gifts.get()).toEqual(catalogue);
  });
});
