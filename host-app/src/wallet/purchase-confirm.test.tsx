import { demoUser, envelope, ok } from "@chat/client/test";
import type { BillRecord, VipPackage, WalletBalance } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const balance = (goldCoin: number, over: Partial<WalletBalance> = {}): WalletBalance => ({ goldCoin, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null, blurUses: 0, ...over });
const vip30: VipPackage = { id: "vip30", vipLevel: 1, days: 30, coins: 300, characters: 20000, freeGiftsPerMonth: 5, blurUses: 5 };
const bill = (over: Partial<BillRecord>): BillRecord => ({ id: 1, item: "100 gold coins", type: "recharge", asset: "gold_coin", accountChange: 100, balanceAfter: 500, createTime: Date.UTC(2026, 10, 24, 10, 30), translatedCharacters: 0, orderId: "0123456789abcdef01234567", ...over });

/** The account page's first tab over a fake server holding `coins`; `vipPrice` is the server's price now. */
function routes(state: { coins: number; vipPrice: number; bills: BillRecord[] }) {
  return {
    "GET /api/account/my-info": () => ok(demoUser()),
    "GET /api/wallet/balance": () => ok(balance(state.coins)),
    "GET /api/vip/list": () => ok([{ ...vip30, coins: state.vipPrice }]),
    "GET /api/gift/records": () => ok({ records: [], total: 0 }),
    "GET /api/bill/type": () => ok([{ type: "recharge", name: "Gold coin top-up" }, { type: "vip", name: "Membership" }, { type: "translate_package", name: "Translation package" }]),
    "GET /api/bill/list": () => ok({ records: state.bills, total: state.bills.length }),
    "POST /api/vip/recharge": (r: { body: unknown }) => {
      if ((r.body as { expectedPrice?: number }).expectedPrice !== state.vipPrice) return envelope(409, "The price has changed. Please check it and try again.", null);
      state.coins -= state.vipPrice;
      state.bills = [bill({ id: 77, item: "VIP 30 days", type: "vip", accountChange: -state.vipPrice, balanceAfter: state.coins, orderId: null }), ...state.bills];
      return ok({ balance: balance(state.coins, { vipLevel: 1 }), billId: 77, time: Date.UTC(2026, 10, 24, 11) });
    },
  };
}

const facts = (dialog: HTMLElement) => [...dialog.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("given a membership bought with coins", () => {
  it("asks first with what, the price and the coins after, then names it in the toast and opens its receipt", async () => {
    const user = userEvent.setup();
    const state = { coins: 500, vipPrice: 300, bills: [bill({})] };
    const { seen } = await renderApp({ path: "/account?index=1", token: "tok", routes: routes(state) });
    const buy = await screen.findByRole("button", { name: "Buy VIP for 30 days for 300 gold coins" });
    await waitFor(() => expect(document.querySelector(".wallet-page__balance dd")?.textContent).toBe("500"));
    await user.click(buy);
    const dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect(facts(dialog)).toEqual(["What: VIP for 30 days", "Price: 300 gold coins", "Balance after: 200 gold coins"]);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(seen.some((r) => r.path === "/api/vip/recharge")).toBe(false);
    expect(document.activeElement).toBe(buy);

    await user.click(buy);
    await user.click(within(await screen.findByRole("dialog", { name: "Confirm purchase" })).getByRole("button", { name: "Confirm" }));
    expect(seen.find((r) => r.path === "/api/vip/recharge")?.body).toMatchObject({ packageId: "vip30", expectedPrice: 300 });
    const toast = (await screen.findByText("Bought: VIP for 30 days")).closest<HTMLElement>(".toast");
    expect(screen.queryByText("Recharge successful")).toBeNull();
    await user.click(within(toast!).getByRole("button", { name: "Receipt" }));
    const receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(facts(receipt)).toEqual(["What: VIP for 30 days", `When: ${new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(Date.UTC(2026, 10, 24, 11))}`, "Price: 300 gold coins", "Balance after: 200 gold coins", "Record number: 77"]);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a price that changed meanwhile with the server's words and shows today's price", async () => {
    const user = userEvent.setup();
    const state = { coins: 500, vipPrice: 300, bills: [] };
    await renderApp({ path: "/account?index=1", token: "tok", routes: routes(state) });
    const buy = await screen.findByRole("button", { name: "Buy VIP for 30 days for 300 gold coins" });
    state.vipPrice = 350;
    await user.click(buy);
    await user.click(within(await screen.findByRole("dialog", { name: "Confirm purchase" })).getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The price has changed. Please check it and try again.");
    expect(await screen.findByRole("button", { name: "Buy VIP for 30 days for 350 gold coins" })).toBeTruthy();
    expect(state.coins).toBe(500);
  });
});

describe("given the bill records", () => {
  it("opens each record's receipt: a top-up names its payment, a membership's characters their change", async () => {
    const user = userEvent.setup();
    const state = { coins: 500, vipPrice: 300, bills: [bill({ id: 9, item: "VIP 30 days", type: "vip", asset: "vip_chars", accountChange: 2000, balanceAfter: 2000, orderId: null }), bill({})] };
    await renderApp({ path: "/account?index=1", token: "tok", routes: routes(state) });
    await waitFor(() => expect(document.querySelectorAll("table.wallet-page__bills tbody tr")).toHaveLength(2));
    const rows = [...document.querySelectorAll<HTMLElement>("table.wallet-page__bills tbody tr")];
    await user.click(within(rows[1]!).getByRole("button", { name: "Receipt" }));
    let receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(facts(receipt)).toContain("Change: +100 gold coins");
    expect(facts(receipt)).toContain("Balance after: 500 gold coins");
    expect(facts(receipt)).toContain("Payment ID: 0123456789abcdef01234567");
    await user.click(within(receipt).getByRole("button", { name: "Close" }));
    expect(document.activeElement).toBe(within(rows[1]!).getByRole("button", { name: "Receipt" }));
    await user.click(within(rows[0]!).getByRole("button", { name: "Receipt" }));
    receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(facts(receipt)).toEqual(expect.arrayContaining(["What: VIP 30 days", "Change: +2,000 translation characters", "Balance after: 2,000 translation characters", "Record number: 9"]));
  });
});
