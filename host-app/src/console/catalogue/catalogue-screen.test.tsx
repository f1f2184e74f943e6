import { createCatalogue, type CatalogueCalls } from "@chat/client/console";
import { i18n } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import type { ConsoleCatalogue, MallOrder } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/render-app.js";
import { CatalogueScreen } from "./catalogue-screen.js";

const order: MallOrder = {
  id: 5, goodId: 1, goodName: "Roses", picture: "", price: 10, coins: 10, quantity: 1, consignee: "Ann", phone: "1", address: "1 High St", message: "",
  status: "purchased", orderTime: Date.UTC(2026, 10, 24), receivedTime: null, buyer: { userId: 7, nickname: "Ada", avatar: "" }, recipient: null,
};

async function renderScreen(canEdit: boolean) {
  await activateConsoleLocale("en");
  const calls: string[] = [];
  let catalogue: ConsoleCatalogue = { categories: [{ id: 1, name: "Flowers", sort: 0, goods: 1 }], goods: [{ id: 1, categoryId: 1, name: "Roses", description: "", pictures: [], price: 10, stock: 3, sort: 0 }] };
  const actions: CatalogueCalls = {
    load: async () => catalogue,
    addCategory: async (name) => void calls.push(`addCategory ${name}`),
    updateCategory: async () => {},
    removeCategory: async () => {},
    addGood: async (g) => void calls.push(`addGood ${g.name} ${g.price} ${g.stock}`),
    async updateGood(change) {
      calls.push(`updateGood ${JSON.stringify(change)}`);
      catalogue = { ...catalogue, goods: catalogue.goods.map((g) => ({ ...g, ...(change.price ? { price: change.price } : {}) })) };
    },
    async setStock(id, stock) {
      calls.push(`setStock ${id} ${stock}`);
      throw new Error("Good 1 has less stock than 9; nothing was changed.");
    },
    removeGood: async () => {},
    addPicture: async () => {},
    orders: async (q) => {
      calls.push(`orders ${JSON.stringify(q)}`);
      return { list: [order], total: 1 };
    },
    markReceived: async (id) => {
      calls.push(`received ${id}`);
      return { ...order, status: "received" };
    },
  };
  render(
    <I18nProvider i18n={i18n}>
      <main>
        <CatalogueScreen catalogue={createCatalogue(actions)} canEdit={canEdit} />
      </main>
    </I18nProvider>,
  );
  await screen.findByRole("table", { name: "Goods" });
  return { calls };
}

describe("given the mall in the console", () => {
  it("changes a price, shows a refused stock change, and marks an order received", async () => {
    const user = userEvent.setup();
    const { calls } = await renderScreen(true);
    const price = screen.getByRole("spinbutton", { name: "Price of Roses in gold coins" });
    await user.clear(price);
    await user.type(price, "12");
    await user.click(screen.getByRole("button", { name: "Save price" }));
    await waitFor(() => expect(calls).toContain('updateGood {"id":1,"price":12}'));
    expect((await screen.findByRole("spinbutton", { name: "Price of Roses in gold coins" })).getAttribute("value")).toBe("12");

    await user.type(screen.getByRole("textbox", { name: "New stock or change for Roses (12, +5, -3)" }), "-9");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/less stock/);

    await user.click(screen.getByRole("button", { name: "Mark received: Roses #5" }));
    await waitFor(() => expect(calls).toContain("received 5"));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("filters orders by status and member", async () => {
    const user = userEvent.setup();
    const { calls } = await renderScreen(true);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "received");
    await user.type(screen.getByRole("textbox", { name: "User ID" }), "7");
    await waitFor(() => expect(calls).toContain('orders {"status":"received","userId":7,"pageSize":50}'));
  });

  it("shows support the catalogue without the controls that change it", async () => {
    await renderScreen(false);
    expect(screen.queryByRole("button", { name: "Save price" })).toBeNull();
    expect(screen.queryByRole("form", { name: "New good" })).toBeNull();
    expect(screen.getByRole("button", { name: "Mark received: Roses #5" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
