import { aMoment, demoUser, momentAuthor, ok } from "@chat/client/test";
import type { WalletBalance } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const bea = momentAuthor(5, "Bea");
const burned = aMoment(3, { author: bea, type: 1, burnState: "burned", pictures: [{ url: "", thumbUrl: "", blurUrl: "/b.webp", width: 10, height: 10 }] });
const balance = (goldCoin: number, blurUses = 0): WalletBalance => ({ goldCoin, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null, blurUses });

/** A burned moment on its page, over a server whose wallet holds `wallet`. */
function open(wallet: WalletBalance) {
  return renderApp({
    path: "/moment/3",
    token: "tok",
    routes: {
      "GET /api/account/my-info": () => ok(demoUser({ id: 7, userAccountVo: { goldCoin: wallet.goldCoin, character: 0, vipCharacter: 0 } })),
      "GET /api/wallet/balance": () => ok(wallet),
      "GET /api/dynamic/dynamic-info": () => ok({ moment: burned, comments: { list: [], nextCursor: null, total: 0 }, likers: null }),
      "POST /api/dynamic/burn-recovery": () => ok({ charged: { blurUses: 0, coins: 3 } }),
    },
  });
}

const facts = (dialog: HTMLElement) => [...dialog.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("given a burned moment and gold coins", () => {
  it("asks first with what, the price and the coins after; Cancel sends nothing, Confirm recovers once", async () => {
    const user = userEvent.setup();
    const { seen } = await open(balance(12));
    const recoveries = () => seen.filter((r) => r.path === "/api/dynamic/burn-recovery");
    const recover = await screen.findByRole("button", { name: "Recover" });

    await user.click(recover);
    let dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    await waitFor(() => expect(facts(dialog)).toEqual(["What: Seeing this burned moment's photos again", "Price: 3 gold coins", "Balance after: 9 gold coins"]));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(recover);
    expect(recoveries()).toHaveLength(0);

    await user.click(recover);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(recoveries()).toHaveLength(0);

    await user.click(recover);
    dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await screen.findByRole("button", { name: "View burn-after-reading photos" });
    expect(recoveries().map((r) => r.body)).toEqual([{ id: 3 }]);
  });

  it("names the membership's blurred-photo view, not coins, while one is left", async () => {
    const user = userEvent.setup();
    await open(balance(12, 2));
    await user.click(await screen.findByRole("button", { name: "Recover" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    await waitFor(() => expect(facts(dialog)).toEqual(["What: Seeing this burned moment's photos again", "Price: 1 blurred-photo view", "Balance after: 1 blurred-photo view"]));
  });

  it("offers a top-up instead of Confirm when the coins are too few, and charges nothing", async () => {
    const user = userEvent.setup();
    const { seen } = await open(balance(2));
    await user.click(await screen.findByRole("button", { name: "Recover" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Not enough gold coins: you have 2 gold coins.");
    expect(within(dialog).queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Top up coins" }).getAttribute("href")).toBe("/account?index=2");
    expect(seen.some((r) => r.path === "/api/dynamic/burn-recovery")).toBe(false);
  });
});
