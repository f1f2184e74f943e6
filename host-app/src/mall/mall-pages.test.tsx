import { demoUser, envelope, ok } from "@chat/client/test";
import type { Friend, MallGood, MallOrder, MyInfo, WalletBalance } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me: MyInfo = { ...demoUser({ nickname: "ada", userAccountVo: { goldCoin: 100, character: 0, vipCharacter: 0 } }), languages: "en", avatarThumb: "", profileCompleted: true, cancelConfirm: "password" };
const good = (id: number, stock = 5): MallGood => ({ id, categoryId: 1, name: `Roses ${id}`, description: "Red roses.", pictures: [], price: 10, stock });
const friend: Friend = { friendUserId: 42, friendUserNickName: "Bob", friendUserAvatar: "", friendRemarkName: "", firstLetter: "B", insertTime: 1, imAccount: "im42", onlineState: 1 };
const balance: WalletBalance = { goldCoin: 70, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };
const order = (status: MallOrder["status"]): MallOrder => ({
  id: 9, goodId: 1, goodName: "Roses 1", picture: "", price: 10, coins: 30, quantity: 3, consignee: "", phone: "", address: "9 Calle Mayor", message: "Happy birthday",
  status, orderTime: Date.UTC(2026, 10, 24, 5), receivedTime: null, buyer: { userId: 7, nickname: "ada", avatar: "" }, recipient: { userId: 42, nickname: "Bob", avatar: "" },
});

describe("given the mall", () => {
  it("shows the categories and the first one's goods, with Buy", async () => {
    await renderApp({
      path: "/shopping",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/umall-classify/list": () => ok([{ id: 1, name: "Flowers", goods: 2 }, { id: 2, name: "Toys", goods: 0 }]),
        "GET /api/umall-classify/goodlist": () => ok({ list: [good(1), good(2, 0)], total: 2 }),
      },
    });
    expect(await screen.findByRole("heading", { name: "Roses 1" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Categories" });
    expect(within(nav).getByRole("link", { name: "Flowers" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Buy Roses 1" }).getAttribute("href")).toBe("/order?goodId=1");
    expect(screen.queryByRole("link", { name: "Buy Roses 2" })).toBeNull();
    expect(screen.getByText("Sold out")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("loads the first covers at once, the first one first, at card size, and the rest as they scroll near", async () => {
    const pictured = (id: number): MallGood => ({ ...good(id), pictures: [`/files/cover${id}.png`] });
    await renderApp({
      path: "/shopping",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/umall-classify/list": () => ok([{ id: 1, name: "Flowers", goods: 6 }]),
        "GET /api/umall-classify/goodlist": () => ok({ list: [1, 2, 3, 4, 5, 6].map(pictured), total: 6 }),
      },
    });
    await screen.findByRole("heading", { name: "Roses 6" });
    const covers = [...document.querySelectorAll<HTMLImageElement>(".good-card__picture")];
    expect(covers.map((img) => img.getAttribute("src"))).toEqual([1, 2, 3, 4, 5, 6].map((id) => `/files/cover${id}.png?w=640`));
    expect(covers.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null, null, null, null]);
    expect(covers.map((img) => img.getAttribute("loading"))).toEqual([null, null, null, null, "lazy", "lazy"]);
  });

  it("checks the order form, sends a gift to a friend and shows the new balance", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/order?goodId=1",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/umall-goods/info": () => ok(good(1)),
        "GET /api/umall-order/receiver": () => ok([{ consignee: "Ada", phone: "+44 1234 5678", address: "1 High St" }]),
        "GET /api/friend/friend-list": () => ok([friend]),
        "POST /api/umall-goods/buy": () => ok({ order: order("purchased"), balance }),
        "GET /api/umall-order/mebuy": () => ok({ list: [order("purchased")], total: 1 }),
      },
    });
    const address = await screen.findByLabelText<HTMLInputElement>("Address");
    await waitFor(() => expect(address.value).toBe("1 High St"));
    await user.click(screen.getByLabelText("Send as a gift"));
    await user.clear(address);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect(await screen.findByText("Please choose who receives the gift.")).toBeTruthy();
    expect(screen.getByText("Please enter the address.")).toBeTruthy();
    expect(seen.some((r) => r.path.startsWith("/api/umall-goods/buy"))).toBe(false);
    await user.selectOptions(screen.getByLabelText("Recipient"), "42");
    await user.type(address, "9 Calle Mayor");
    const quantity = screen.getByLabelText("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "3");
    expect(screen.getByText(/30 gold coins/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    // A valid order is confirmed first: Cancel sends nothing.
    let dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect([...dialog.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["Roses 1 × 3", "30 gold coins", "70 gold coins"]);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(seen.some((r) => r.path.startsWith("/api/umall-goods/buy"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    dialog = await screen.findByRole("dialog", { name: "Confirm purchase" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(window.location.pathname).toBe("/myOrder"));
    const sent = seen.find((r) => r.path.startsWith("/api/umall-goods/buy"))?.body;
    expect(sent).toMatchObject({ goodId: 1, quantity: 3, gift: true, recipientId: 42, address: "9 Calle Mayor", expectedPrice: 30 });
    // The toast names the order and opens its receipt, on the page the order went on to.
    const toast = (await screen.findByText("Order placed: Roses 1 × 3")).closest<HTMLElement>(".toast");
    await user.click(within(toast!).getByRole("button", { name: "Receipt" }));
    const receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(receipt.textContent).toContain("Order number9");
    await user.click(within(receipt).getByRole("button", { name: "Close" }));
    expect(await screen.findByText("purchased")).toBeTruthy();
    const side = screen.getByRole("complementary", { name: "My account" });
    await waitFor(() => expect(within(side).getByText("70")).toBeTruthy());
  });

  it("says so in the confirmation when the coins shown do not cover the order, and opens the out-of-coins dialog when the server finds they do not", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/order?goodId=1",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/umall-goods/info": () => ok(good(1)),
        "GET /api/umall-order/receiver": () => ok([{ consignee: "Ada", phone: "+44 1234 5678", address: "1 High St" }]),
        "GET /api/friend/friend-list": () => ok([]),
        "POST /api/umall-goods/buy": () => envelope(105, "Insufficient gold coins!", null),
      },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Address").value).toBe("1 High St"));
    const quantity = screen.getByLabelText("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "11");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm purchase" });
    expect(within(confirm).getByRole("alert").textContent).toBe("Not enough gold coins: you have 100 gold coins.");
    expect(within(confirm).queryByRole("button", { name: "Confirm" })).toBeNull();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    // The coins shown cover one; the server, the authority, finds they do not.
    await user.clear(quantity);
    await user.type(quantity, "1");
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Confirm purchase" })).getByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Insufficient gold coins!" });
    expect(within(dialog).getByRole("link", { name: "Top up coins" }).getAttribute("href")).toBe("/account?index=2");
  });

  it("lets the recipient mark a shop gift received", async () => {
    const user = userEvent.setup();
    let status: MallOrder["status"] = "purchased";
    await renderApp({
      path: "/myOrder?role=received",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/umall-order/mebuy": () => ok({ list: [{ ...order(status), buyer: { userId: 42, nickname: "Bob", avatar: "" } }], total: 1 }),
        "POST /api/umall-order/receive": () => {
          status = "received";
          return ok({ ...order("received"), buyer: { userId: 42, nickname: "Bob", avatar: "" } });
        },
      },
    });
    expect(await screen.findByRole("heading", { name: "Shop gifts for me" })).toBeTruthy();
    expect(screen.getByText("Bob")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Received" }));
    expect(await screen.findByText("received")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Received" })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
