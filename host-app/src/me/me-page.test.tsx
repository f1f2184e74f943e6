import { demoPublicUser, demoUser, ok } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const grace = demoUser({ id: 42, nickname: "Grace", vipLevel: 1, userAccountVo: { goldCoin: 12, character: 300, vipCharacter: 200 }, userDataVo: { fans: 3, follow: 0 } });
const routes = (balance?: object) => ({
  "GET /api/account/my-info": () => ok(grace),
  "POST /api/account/logout": () => ok(null),
  "GET /api/wallet/balance": () => ok({ goldCoin: 40, character: 300, vipCharacter: 200, freeGifts: 0, vipLevel: 2, vipExpiresAt: null, ...balance }),
});

/** Each row of the Me page: its name and where it leads. */
const rows = (nav: HTMLElement) => within(nav).getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);

describe("given /myspace on a phone (the Me tab)", () => {
  it("lists every place the side bar, the user menu and the footer reach, with the side bar's counts", async () => {
    const { container } = await renderApp({ path: "/myspace", token: "tok", width: 390, routes: routes() });
    const me = await screen.findByRole("region", { name: "Me" });
    expect(within(me).getByText("Grace")).toBeTruthy();
    expect(within(me).getByText("100042")).toBeTruthy();
    const nav = within(me).getByRole("navigation", { name: "Shortcuts" });
    // The wallet's balance replaces my info's as it comes: 40 coins, SVIP.
    await waitFor(() => expect(within(nav).getByRole("link", { name: /Top up coins/ }).textContent).toBe("Top up coins40"));
    expect(rows(nav)).toEqual([
      ["My home page", "/userHomePage/42"],
      ["Profile", "/person"],
      ["My info", "/myInfo"],
      ["Album", "/myAlbum"],
      ["Moments", "/dynamicSquare"],
      ["Visitors", "/myVisitors"],
      ["Followers3", "/followMe"],
      ["Following0", "/myLike"],
      ["Account", "/account?index=1"],
      ["Top up coins40", "/account?index=2"],
      ["Translation packs500", "/account?index=3"],
      ["MembershipSVIP", "/account?index=1#membership-title"],
      ["Bill records", "/account?index=1#bills-title"],
      ["My gifts", "/account?index=1#gifts-title"],
      ["My orders", "/myOrder"],
      ["Settings", "/settings"],
      ["Install the app", "/appInstall"],
      ["Help centre", "/pages/help-center_en.html"],
    ]);
    expect(within(nav).getByRole("link", { name: "Help centre" }).getAttribute("target")).toBe("_blank");
    // The tab bar marks Me; there is no side bar on a phone.
    expect(screen.getByRole("link", { name: "Me" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("complementary", { name: "My account" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    // The whole app with axe over it: seconds on a busy machine.
  }, 60_000);

  it("follows a row to its page, and an empty follow list stays put with an error, as in the side bar", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/myspace", token: "tok", width: 390, routes: routes() });
    const nav = within(await screen.findByRole("region", { name: "Me" })).getByRole("navigation", { name: "Shortcuts" });
    await user.click(within(nav).getByRole("link", { name: /Following/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("You have not followed anyone");
    expect(window.location.pathname).toBe("/myspace");
    await user.click(within(nav).getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(window.location.pathname).toBe("/settings"));
  });

  it("logs out from its last row", async () => {
    const user = userEvent.setup();
    const { env, seen } = await renderApp({ path: "/myspace", token: "tok", width: 390, routes: routes() });
    await user.click(within(await screen.findByRole("region", { name: "Me" })).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(seen.some((r) => r.path === "/api/account/logout")).toBe(true);
    expect(env.session.$token.get()).toBeNull();
  });

  it("is one's own home page on a wide screen, where the side bar holds the shortcuts", async () => {
    await renderApp({
      path: "/myspace",
      token: "tok",
      routes: { ...routes(), "GET /api/user/info": () => ok({ userVo: { ...demoPublicUser({ id: 42, nickname: "Grace" }), todayViews: 0, totalViews: 0 } }), "GET /api/dynamic/dynamic-list": () => ok({ list: [], nextCursor: null }) },
    });
    expect(await screen.findByRole("region", { name: "Grace" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Me" })).toBeNull();
  });
});
