import { demoUser, envelope, ok } from "@chat/client/test";
import { activateAppLocale } from "@chat/i18n/app";
import type { WalletBalance } from "@chat/protocol";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const balance = (over: Partial<WalletBalance> = {}): WalletBalance => ({ goldCoin: 0, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null, ...over });

function routes(extra: Parameters<typeof renderApp>[0]["routes"] = {}) {
  // The fake server remembers a top-up, so a later balance read (the panel's, the side bar's) agrees.
  let coins = 0;
  return {
    "GET /api/account/my-info": () => ok(demoUser()),
    "GET /api/wallet/balance": () => ok(balance({ goldCoin: coins, blurUses: 3 })),
    "GET /api/coin/list": () => ok({ packages: [{ id: "c100", coins: 100, price: 499, currency: "USD" }, { id: "c500", coins: 500, price: 1999, currency: "USD" }], payMethods: ["test"] }),
    "GET /api/pay/methods": () => ok({ methods: ["test"], airwallexEnv: null, airwallexSdkUrl: null }),
    "POST /api/coin/recharge": () => {
      coins += 100;
      return ok({ orderId: "o1", status: "completed", approveUrl: null, balance: balance({ goldCoin: coins }) });
    },
    "GET /api/translate/list": () => ok([{ id: "t10k", characters: 10000, coins: 50 }]),
    "POST /api/translate/recharge": () => envelope(105, "Insufficient gold coins!", null),
    "GET /api/vip/list": () => ok([{ id: "vip30", vipLevel: 1, days: 30, coins: 300, characters: 20000, freeGiftsPerMonth: 5, blurUses: 5 }, { id: "svip30", vipLevel: 2, days: 30, coins: 900, characters: 90000, freeGiftsPerMonth: null, blurUses: 20 }]),
    "GET /api/gift/records": (r: { path: string }) =>
      ok({ records: r.path.includes("direction=given") ? [] : [{ id: 7, giftId: "rose", name: "Rose", number: 3, donorId: 2, donorNickname: "Bob", doneeId: 1, doneeNickname: "Me", note: "", coins: 3, messageId: "m", time: 1_700_000_000_000 }], total: 1 }),
    "GET /api/bill/type": () => ok([{ type: "recharge", name: "Recharge" }, { type: "translate", name: "Translation" }]),
    "GET /api/bill/list": () => ok({ records: [{ id: 1, item: "100 gold coins", type: "recharge", asset: "gold_coin", accountChange: 100, balanceAfter: 100, createTime: 1_700_000_000_000, translatedCharacters: 0 }], total: 1 }),
    ...extra,
  };
}

describe("the wallet page", () => {
  it("index=2 lists coin packages, confirms before paying (Cancel and Escape send nothing), buys one and shows the new balance", async () => {
    const user = userEvent.setup();
    const { container, seen } = await renderApp({ path: "/account?index=2", token: "tok", routes: routes() });
    const buy = await screen.findByRole("button", { name: /Buy 100 gold coins for \$4\.99/ });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(buy);
    const dialog = await screen.findByRole("dialog", { name: "Confirm payment" });
    const facts = [...dialog.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual(["What: 100 gold coins", "Price: $4.99", "Payment method: Test payment", "Balance after: 100 gold coins"]);
    // The focus starts on Cancel, so a stray Enter buys nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(buy);
    await user.click(buy);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(seen.some((r) => r.path === "/api/coin/recharge")).toBe(false);
    await user.click(buy);
    await user.click(within(await screen.findByRole("dialog", { name: "Confirm payment" })).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(seen.find((r) => r.path === "/api/coin/recharge")?.body).toMatchObject({ packageId: "c100", payMethod: "test", expectedPrice: 499 }));
    const coins = container.querySelector(".wallet-page__balance dd") as HTMLElement;
    await waitFor(() => expect(coins.textContent).toBe("100"));
    // The side bar reads the same wallet store.
    const sidebar = screen.getByRole("complementary", { name: "My account" });
    expect(within(sidebar).getByText("100")).toBeTruthy();
    // The toast names what was bought and opens its receipt.
    expect(await screen.findByText("Bought: 100 gold coins")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Receipt" }));
    const receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(receipt.textContent).toContain("Payment IDo1");
    expect(receipt.textContent).toContain("Balance after100 gold coins");
  });

  it("index=3 says when the coins do not cover a pack, and shows the server's refusal when they ran out meanwhile", async () => {
    const user = userEvent.setup();
    const { env } = await renderApp({ path: "/account?index=3", token: "tok", routes: routes() });
    const buy = await screen.findByRole("button", { name: /Buy 10,000 translation characters for 50 gold coins/ });
    await user.click(buy);
    let dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect(within(dialog).getByRole("alert").textContent).toBe("Not enough gold coins: you have 0 gold coins.");
    expect(within(dialog).getByRole("link", { name: "Top up coins" }).getAttribute("href")).toBe("/account?index=2");
    expect(within(dialog).queryByRole("button", { name: "Confirm" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    // The balance shown says 60; the server, which stays the authority, says otherwise.
    act(() => env.wallet.apply(balance({ goldCoin: 60 })));
    await user.click(buy);
    dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect(dialog.textContent).toContain("Balance after10 gold coins");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Insufficient gold coins!");
  });

  it("writes the packages' numbers for the locale: 10,000 in English, 10.000 in German", async () => {
    const { env } = await renderApp({ path: "/account?index=3", token: "tok", routes: routes() });
    const pack = () => document.querySelector(".wallet-page__package")?.textContent;
    await waitFor(() => expect(pack()).toContain("10,000 translation characters"));
    await act(() => activateAppLocale("de"));
    await waitFor(() => expect(pack()).toContain("10.000"));
    act(() => env.router.open("/account?index=1"));
    const memberships = () => [...document.querySelectorAll(".wallet-page__package .muted")].map((el) => el.textContent);
    await waitFor(() => expect(memberships()).toHaveLength(2));
    expect(memberships()[0]).toContain("20.000");
    expect(memberships()[1]).toContain("90.000");
    await act(() => activateAppLocale("en"));
    await waitFor(() => expect(memberships()).toEqual(["20,000 translation characters, 5 free gifts a month", "90,000 translation characters, unlimited free gifts"]));
  });

  it("names a membership without an end date without an empty 'until'", async () => {
    await renderApp({ path: "/account?index=1", token: "tok", routes: routes({ "GET /api/wallet/balance": () => ok(balance({ vipLevel: 2, vipExpiresAt: null })) }) });
    const membership = await screen.findByRole("region", { name: "Membership" });
    // The line under the heading names the level alone.
    await waitFor(() => expect(membership.querySelector("h2 + p")?.textContent).toBe("SVIP"));
  });

  it("index=1 shows membership packages and the bill records, without axe violations", async () => {
    const { container } = await renderApp({ path: "/account?index=1", token: "tok", routes: routes() });
    expect(await screen.findByRole("button", { name: /Buy VIP for 30 days for 300 gold coins/ })).toBeTruthy();
    const privileges = await screen.findByRole("table", { name: "Membership privileges" });
    expect(within(privileges).getByRole("row", { name: /Translation characters for 30 days/ })).toBeTruthy();
    expect(within(privileges).getByRole("row", { name: "Blurred-photo views for 30 days No 5 20" })).toBeTruthy();
    // What is left of the membership: the blurred-picture uses beside the coins and characters.
    const leftovers = container.querySelector(".wallet-page__balance") as HTMLElement;
    await waitFor(() => expect(leftovers.textContent).toContain("Blurred-photo views3"));
    expect(within(privileges).getByRole("row", { name: /See who liked me No No Yes/ })).toBeTruthy();
    const table = (await screen.findAllByRole("table")).find((el) => el.querySelector("caption") === null) as HTMLElement;
    expect(within(table).getByText("100 gold coins")).toBeTruthy();
    expect(within(table).getByText("+100 gold coins")).toBeTruthy();
    expect(within(table).getAllByText("Gold coin top-up").length).toBeGreaterThan(0);
    // My gifts: received first, given on the toggle.
    const received = await screen.findByRole("table", { name: "Gifts received" });
    expect(within(received).getByRole("row", { name: /Rose 3 gifts Bob/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Given" }));
    expect(await screen.findByText("No gifts yet.")).toBeTruthy();
  });
});
