import { demoConversation, demoPublicUser, demoUser, fakeChatServer, ok } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.js";

const me = demoUser({ id: 7, nickname: "Grace" });
const routes = () => ({
  ...fakeChatServer({ conversations: [demoConversation({ userId: 5, nickname: "Ada", unread_num: 4 })], users: [demoPublicUser({ id: 5, nickname: "Ada", age: 30 })] }, me.id).routes,
  "GET /api/account/my-info": () => ok(me),
});

/** The page's `<chat-panel>`, once the layout that holds it has loaded (it loads with the route). */
const mountedPanel = () =>
  waitFor(() => {
    const panel = document.querySelector("chat-panel");
    if (!panel) throw new Error("no <chat-panel> yet");
    return panel;
  });

describe("given the host app with the chat panel", () => {
  it("mounts one <chat-panel> with the session's token and shows its unread total in the header", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    await mountedPanel();
    const panels = document.querySelectorAll("chat-panel");
    expect(panels).toHaveLength(1);
    expect(panels[0]?.getAttribute("token")).toBe("tok");
    expect(await screen.findByRole("link", { name: "Messages, 4 unread" })).toBeTruthy();
  });

  it("opens the panel from the side bar's Messages link", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const panel = await mountedPanel();
    await screen.findByRole("complementary", { name: "My account" });
    await user.click(await screen.findByRole("link", { name: "Messages" }));
    expect(panel?.isOpen).toBe(true);
    expect(window.location.pathname).toBe("/onlineDating");
  });

  it("shows the panel inline without Close on /chats", async () => {
    await renderApp({ path: "/chats", token: "tok", routes: routes(), width: 400 });
    const panel = await mountedPanel();
    await waitFor(() => expect(panel?.hasAttribute("inline")).toBe(true));
    expect(panel?.hasAttribute("hide-close")).toBe(true);
  });

  it("shows a user's home page whose Send message opens the conversation in the panel", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/userHomePage/5", token: "tok", routes: routes() });
    expect(await screen.findByRole("heading", { name: "Ada" })).toBeTruthy();
    expect(screen.getByText("100005")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const panel = await mountedPanel();
    expect(panel?.isOpen).toBe(true);
    await waitFor(() => expect(panel?.shadowRoot?.querySelector("textarea")).toBeTruthy());
  });

  it("goes to the user's home page when the panel asks for a profile", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const panel = await mountedPanel();
    panel?.dispatchEvent(new CustomEvent("chat-open-profile", { detail: { userId: 5 }, bubbles: true, composed: true }));
    await waitFor(() => expect(window.location.pathname).toBe("/userHomePage/5"));
  });

  it("goes to the profile edit when the panel asks to finish my profile", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const panel = await mountedPanel();
    panel?.dispatchEvent(new CustomEvent("chat-edit-profile", { detail: {}, bubbles: true, composed: true }));
    await waitFor(() => expect(window.location.pathname).toBe("/person"));
  });

  it.each([
    ["coins", "?index=2"],
    ["translation", "?index=3"],
  ])("goes to the account page when the panel needs %s", async (kind, search) => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const panel = await mountedPanel();
    panel?.dispatchEvent(new CustomEvent("chat-need-coins", { detail: { kind }, bubbles: true, composed: true }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/account${search}`));
  });

  it("shows the balances the panel reports (chat-wallet) in the side bar", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const sidebar = await screen.findByRole("complementary", { name: "My account" });
    const panel = await mountedPanel();
    const detail = { goldCoin: 42, character: 100, vipCharacter: 5, freeGifts: 0, vipLevel: 0, vipExpiresAt: null };
    panel?.dispatchEvent(new CustomEvent("chat-wallet", { detail, bubbles: true, composed: true }));
    await waitFor(() => expect(within(sidebar).getByText("42")).toBeTruthy());
    expect(within(sidebar).getByText("105")).toBeTruthy();
  });
});
