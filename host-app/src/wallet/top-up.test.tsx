import { demoUser, envelope, ok } from "@chat/client/test";
import type { WalletBalance } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const balance = (over: Partial<WalletBalance> = {}): WalletBalance => ({ goldCoin: 0, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null, blurUses: 0, ...over });

/** The fake server's gold coins: a later balance read (the panel's, the side bar's) agrees with a top-up. */
let coins = 0;

function routes(extra: Parameters<typeof renderApp>[0]["routes"] = {}) {
  coins = 0;
  return {
    "GET /api/account/my-info": () => ok(demoUser()),
    "GET /api/wallet/balance": () => ok(balance({ goldCoin: coins })),
    "GET /api/coin/list": () => ok({ packages: [{ id: "coins-10", coins: 10, price: 1000, currency: "USD" }], payMethods: ["paypal", "airwallex"] }),
    "GET /api/pay/methods": () => ok({ methods: ["paypal", "card", "googlepay", "applepay"], airwallexEnv: "demo", airwallexSdkUrl: "https://static.airwallex.com/components/sdk/v1/index.js" }),
    ...extra,
  };
}

describe("the top-up page", () => {
  it("offers PayPal, card and Google Pay (Apple Pay only where the browser has it), the prices and the help", async () => {
    const { container } = await renderApp({ path: "/account?index=2", token: "tok", routes: routes() });
    const group = await screen.findByRole("group", { name: "Payment method" });
    expect([...group.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["PayPal", "Card", "Google Pay"]);
    expect((screen.getByRole("radio", { name: "PayPal" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: /Buy 10 gold coins for \$10\.00/ })).toBeTruthy();
    expect(screen.getByText("One gold coin is worth about 1 USD.")).toBeTruthy();
    expect(screen.getByText("Gold coins are non-refundable.")).toBeTruthy();
    expect(screen.getByText("The e-bill arrives within 3 to 6 trading days.")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("back from PayPal, captures the order and names the coins bought in a toast with the receipt", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/account?index=2&payOrder=0123456789abcdef01234567&token=PAYPAL1",
      token: "tok",
      routes: routes({
        "POST /api/pay/paypal-success-pay": () => {
          coins = 10;
          return ok({ orderId: "0123456789abcdef01234567", status: "completed", balance: balance({ goldCoin: coins }), coins: 10, amount: 1000, currency: "USD", completedAt: Date.UTC(2026, 10, 24) });
        },
      }),
    });
    const toast = (await screen.findByText("Bought: 10 gold coins")).closest<HTMLElement>(".toast");
    expect(screen.queryByText("Recharge successful")).toBeNull();
    await user.click(within(toast!).getByRole("button", { name: "Receipt" }));
    const receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(receipt.textContent).toContain("Price$10.00");
    expect(receipt.textContent).toContain("Payment ID0123456789abcdef01234567");
  });

  it("back from PayPal, an older server's answer without the coins says Recharge successful", async () => {
    const { seen, container } = await renderApp({
      path: "/account?index=2&payOrder=0123456789abcdef01234567&token=PAYPAL1&PayerID=P1",
      token: "tok",
      routes: routes({
        "POST /api/pay/paypal-success-pay": () => {
          coins = 10;
          return ok({ orderId: "0123456789abcdef01234567", status: "completed", balance: balance({ goldCoin: coins }) });
        },
      }),
    });
    expect(await screen.findByText("Recharge successful")).toBeTruthy();
    expect(seen.find((r) => r.path === "/api/pay/paypal-success-pay")?.body).toEqual({ orderId: "0123456789abcdef01234567", token: "PAYPAL1" });
    await waitFor(() => expect(container.querySelector(".wallet-page__balance dd")?.textContent).toBe("10"));
  });

  it("says why not when the capture is refused, and that nothing was charged when the payer cancelled", async () => {
    await renderApp({
      path: "/account?index=2&payOrder=0123456789abcdef01234567&token=PAYPAL1",
      token: "tok",
      routes: routes({ "POST /api/pay/paypal-success-pay": () => envelope(400, "The payment could not be completed.", null) }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("The payment could not be completed.");
  });

  it("shows the cancellation", async () => {
    await renderApp({ path: "/account?index=2&payOrder=0123456789abcdef01234567&cancelled=1", token: "tok", routes: routes() });
    expect((await screen.findByRole("alert")).textContent).toBe("The payment was cancelled. Nothing was charged.");
  });

  it("creates a PayPal order at the confirmed price for the chosen package once Confirm is pressed", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({ path: "/account?index=2", token: "tok", routes: routes({ "POST /api/pay/paypal-create-order": () => ok({ orderId: "o", paypalOrderId: "P", approveUrl: "about:blank#approve" }) }) });
    await user.click(await screen.findByRole("button", { name: /Buy 10 gold coins/ }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm payment" });
    expect(dialog.textContent).toContain("Price$10.00");
    expect(dialog.textContent).toContain("Payment methodPayPal");
    expect(seen.some((r) => r.path === "/api/pay/paypal-create-order")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(seen.find((r) => r.path === "/api/pay/paypal-create-order")?.body).toMatchObject({ packageId: "coins-10", expectedPrice: 1000 }));
  });
});
