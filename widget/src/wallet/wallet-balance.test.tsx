import { ok } from "@chat/client/test";
import type { WalletBalance as Balance } from "@chat/protocol";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPanel } from "../test/render-panel.js";
import { WalletBalance } from "./wallet-balance.js";

const balance: Balance = { goldCoin: 12, character: 5000, vipCharacter: 2000, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };

describe("the panel's balances", () => {
  it("show the wallet's gold coins and translation characters as the reader writes numbers, and follow the wallet event", async () => {
    const { transport, chat } = await renderPanel(<WalletBalance />, { routes: { "GET /api/wallet/balance": () => ok(balance) } });
    await waitFor(() => expect(screen.getByText("12")).toBeTruthy());
    expect(screen.getByText("7,000")).toBeTruthy();
    await waitFor(() => expect(chat.$connection.get().status).toBe("online"));
    transport.emitEvent({ type: "wallet", data: { ...balance, goldCoin: 11, character: 4950 } });
    await waitFor(() => expect(screen.getByText("11")).toBeTruthy());
    expect(screen.getByText("6,950")).toBeTruthy();
  });
});
