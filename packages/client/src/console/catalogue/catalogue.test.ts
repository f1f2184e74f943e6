import type { ConsoleCatalogue } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { apiWith } from "../../test/api-with.js";
import { envelope, ok } from "../../test/fake-fetch.js";
import { catalogueCalls, createCatalogue } from "./catalogue.js";

const CATALOGUE: ConsoleCatalogue = { categories: [{ id: 1, name: "Flowers", sort: 0, goods: 1 }], goods: [{ id: 1, categoryId: 1, name: "Roses", description: "", pictures: [], price: 10, stock: 3, sort: 0 }] };

describe("given the mall in the console", () => {
  it("loads the catalogue and the orders, filters the orders, and loads the catalogue again after a change", async () => {
    const { api, seen } = apiWith({
      "GET /api/admin/mall/catalogue": () => ok(CATALOGUE),
      "GET /api/admin/mall/orders": () => ok({ list: [], total: 0 }),
      "POST /api/admin/mall/goods/update": () => ok(null),
    });
    const catalogue = createCatalogue(catalogueCalls(api));
    await catalogue.load();
    expect(catalogue.$catalogue.get()).toEqual(CATALOGUE);
    await catalogue.setOrderFilter({ status: "received", userId: "7" });
    expect(seen.at(-1)?.path).toBe("/api/admin/mall/orders?status=received&userId=7&pageSize=50");
    expect(await catalogue.updateGood({ id: 1, price: 12 })).toBe(true);
    expect(seen.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/admin/mall/goods/update", "GET /api/admin/mall/catalogue"]);
    expect(catalogue.$change.get()).toEqual({ busy: false, error: null });
  });

  it("keeps a refused change with the mall's reason, and runs one change at a time", async () => {
    const { api } = apiWith({
      "GET /api/admin/mall/catalogue": () => ok(CATALOGUE),
      "POST /api/admin/mall/goods/stock": () => envelope(409, "Not enough stock.", { reason: "stock-below-zero" }),
    });
    const catalogue = createCatalogue(catalogueCalls(api));
    const first = catalogue.setStock(1, "-9");
    expect(await catalogue.removeGood(1)).toBe(false);
    expect(await first).toBe(false);
    expect(catalogue.$change.get()).toMatchObject({ busy: false, error: { msg: "Not enough stock.", data: { reason: "stock-below-zero" } } });
  });
});
