import { demoMessage, ok } from "@chat/client/test";
import type { GiftCatalogue } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";
import { axeViolations } from "../test/render-panel.js";

const gift = (id: string, amount: number, note = "") =>
  demoMessage({ fromUserId: 2, toUserId: 7, type: "custom", msg: "", custom: { type: "gift", id, amount, note }, ext: { type: "gift" } });

describe("gifts in the conversation", () => {
  it("shows a gift bubble with its picture, name, count and note, without the catalogue loaded", async () => {
    const { seen } = await openBob({ messages: { 2: [gift("rose", 2, "for you")] } });
    expect(await screen.findByText(/Gift: Rose ×2/)).toBeTruthy();
    expect(screen.getByText("🌹")).toBeTruthy();
    expect(screen.getByText("for you")).toBeTruthy();
    expect(seen.some((r) => r.path === "/api/gift/list")).toBe(false);
  });

  it("names a received gift in the reader's language, never by its id", async () => {
    await openBob({ locale: "ja", messages: { 2: [gift("rocket", 1)] } });
    expect(await screen.findByText(/ロケット/)).toBeTruthy();
    expect(screen.queryByText(/rocket/i)).toBeNull();
  });

  it("names a gift the panel does not know as the server's list does", async () => {
    const list: GiftCatalogue = { gifts: [{ id: "ring", name: "Ring", coins: 99, icon: "💍" }], freeGiftsLeft: 0 };
    const { chat } = await openBob({ routes: { "GET /api/gift/list": () => ok(list) }, messages: { 2: [gift("ring", 1)] } });
    expect(await screen.findByText(/Gift: ring ×1/)).toBeTruthy();
    await chat.gifts.loadGifts();
    expect(await screen.findByText(/Gift: Ring ×1/)).toBeTruthy();
  });

  it("lists the catalogue in the reader's language in the picker", async () => {
    const user = userEvent.setup();
    const list: GiftCatalogue = { gifts: [{ id: "diamond", name: "Diamond", coins: 50, icon: "💎" }], freeGiftsLeft: 0 };
    await openBob({ locale: "de", routes: { "GET /api/gift/list": () => ok(list) } });
    await user.click(screen.getByRole("button", { name: "Geschenk" }));
    const picker = await screen.findByRole("dialog");
    expect(await within(picker).findByRole("radio", { name: /Diamant/ })).toBeTruthy();
  });

  it("asks before a gift that costs coins, naming it, its price and the balance after; Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const list: GiftCatalogue = { gifts: [{ id: "cake", name: "Cake", coins: 10, icon: "🎂" }], freeGiftsLeft: 0 };
    const view = await openBob({ routes: { "GET /api/gift/list": () => ok(list) } });
    view.chat.wallet.apply({ goldCoin: 30, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
    const giftSends = () => view.seen.filter((r) => r.path === "/api/message/send").length;
    await user.click(screen.getByRole("button", { name: "Gift" }));
    await user.click(await screen.findByRole("radio", { name: /Cake/ }));
    await user.click(screen.getByRole("button", { name: "Send gift" }));
    const confirm = await screen.findByRole("dialog", { name: "Gift: Cake ×1" });
    expect(confirm.textContent).toContain("Price10 gold coins");
    expect(confirm.textContent).toContain("Balance after20 gold coins");
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    // Back in the picker with the gift still picked, nothing sent.
    const picker = await screen.findByRole("dialog", { name: "Send a gift" });
    expect(within(picker).getByRole<HTMLInputElement>("radio", { name: /Cake/ }).checked).toBe(true);
    expect(giftSends()).toBe(0);
    await user.click(within(picker).getByRole("button", { name: "Send gift" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Gift: Cake ×1" })).getByRole("button", { name: "Send gift" }));
    await waitFor(() => expect(giftSends()).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends a free gift without asking", async () => {
    const user = userEvent.setup();
    const list: GiftCatalogue = { gifts: [{ id: "cake", name: "Cake", coins: 10, icon: "🎂" }], freeGiftsLeft: 2 };
    const view = await openBob({ routes: { "GET /api/gift/list": () => ok(list) } });
    await user.click(screen.getByRole("button", { name: "Gift" }));
    await user.click(await screen.findByRole("radio", { name: /Cake/ }));
    await user.click(screen.getByRole("button", { name: "Send gift" }));
    await waitFor(() => expect(view.seen.filter((r) => r.path === "/api/message/send")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
