import { demoPublicUser, demoUser, envelope, ok } from "@chat/client/test";
import { activateAppLocale } from "@chat/i18n/app";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { syncDocumentLocale } from "../i18n/document-locale.js";
import { axeViolations, renderApp } from "../test/render-app.js";

const routes = (user = demoUser({ id: 42, nickname: "Grace", vipLevel: 2 })) => ({
  "GET /api/account/my-info": () => ok(user),
  "POST /api/account/logout": () => ok(null),
  "GET /api/user/search": (r: { path: string }) =>
    r.path.endsWith("content=100005") ? ok({ userVo: demoPublicUser({ id: 5 }) }) : envelope(404, "Search user does not exist", null),
});

afterEach(() => {
  vi.useRealTimers();
});

describe("given the main layout on a wide screen", () => {
  it("shows the user's account ID (id + 100000), balances and badge in the side bar", async () => {
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const sidebar = await screen.findByRole("complementary", { name: "My account" });
    await within(sidebar).findByText("Grace");
    const id = within(sidebar).getByText("Account ID").nextElementSibling;
    expect(id?.textContent).toBe("100042");
    expect(within(sidebar).getByText("Gold coins").nextElementSibling?.textContent).toBe("12");
    expect(within(sidebar).getByText("Translation characters").nextElementSibling?.textContent).toBe("500");
    expect(within(sidebar).getByText("SVIP")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Meeting" }).getAttribute("aria-current")).toBe("page");
    const [sections, ...others] = screen.getAllByRole("navigation", { name: "Sections" });
    expect(others).toHaveLength(0);
    expect(within(sections as HTMLElement).getAllByRole("link").map((a) => a.textContent)).toEqual(["Meeting", "Shopping"]);
  });

  it("writes the side bar's balances and counts for the locale, the account ID as it is", async () => {
    const user = demoUser({ id: 42, userAccountVo: { goldCoin: 12345, character: 1500, vipCharacter: 500 }, userDataVo: { fans: 2000, follow: 7 } });
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes(user) });
    const sidebar = await screen.findByRole("complementary", { name: "My account" });
    const numbers = () => [...sidebar.querySelectorAll(".sidebar__fact dd, .sidebar__follow strong")].map((el) => el.textContent);
    await waitFor(() => expect(numbers()).toEqual(["100042", "12,345", "2,000", "2,000", "7"]));
    await act(() => activateAppLocale("de"));
    await waitFor(() => expect(numbers()).toEqual(["100042", "12.345", "2.000", "2.000", "7"]));
    await act(() => activateAppLocale("en"));
  });

  it("logs out from the user menu and the guard opens /login", async () => {
    const user = userEvent.setup();
    const { env, seen } = await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    await screen.findByText("Grace", { selector: ".user-menu__name" });
    await user.click(screen.getByRole("button", { name: "Grace, User menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(window.location.pathname).toBe("/login"));
    expect(seen.some((r) => r.path === "/api/account/logout")).toBe(true);
    expect(env.session.$token.get()).toBeNull();
  });

  it("switches the UI language live and sets <html lang dir>", async () => {
    const user = userEvent.setup();
    const stop = syncDocumentLocale(document);
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    const language = screen.getByRole("combobox", { name: "Language" });
    expect(within(language).getAllByRole("option")).toHaveLength(17);
    await user.selectOptions(language, "ar");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(document.documentElement.lang).toBe("ar");
    expect(localStorage.getItem("chatLanguage")).toBe("ar");
    // The control itself now speaks Arabic.
    await user.selectOptions(await screen.findByRole("combobox", { name: "اللغة" }), "en");
    await waitFor(() => expect(document.documentElement.dir).toBe("ltr"));
    stop();
  });

  it("searches an account ID, refusing one's own", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    await screen.findByText("Grace", { selector: ".user-menu__name" });
    const search = screen.getByRole("searchbox", { name: "Search ID" });
    await user.type(search, "100042{Enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("Do not search your own account");
    await user.clear(search);
    await user.type(search, "100077{Enter}");
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent).join()).toContain("Search user does not exist"));
    await user.clear(search);
    await user.type(search, "100005{Enter}");
    await waitFor(() => expect(window.location.pathname).toBe("/userHomePage/5"));
  });

  it("has no axe violations", async () => {
    const { container } = await renderApp({ path: "/onlineDating", token: "tok", routes: routes() });
    await screen.findByText("Account ID");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("given the main layout on a narrow screen", () => {
  it("shows the footer tab bar instead of the side bar and header tabs", async () => {
    await renderApp({ path: "/shopping", token: "tok", routes: routes(), width: 500 });
    await screen.findByRole("heading", { name: "Shopping" });
    expect(screen.queryByRole("complementary")).toBeNull();
    const tabs = screen.getByRole("navigation", { name: "Sections" });
    expect(within(tabs).getAllByRole("link").map((a) => a.textContent)).toEqual(["Meeting", "Shopping", "Chat", "Me"]);
    // Each tab shows its icon as a drawing hidden from assistive technology, not as a font glyph.
    expect(within(tabs).getAllByRole("link").map((a) => a.querySelector("svg")?.getAttribute("aria-hidden"))).toEqual(["true", "true", "true", "true"]);
    expect(within(tabs).getByRole("link", { name: /Shopping/ }).getAttribute("aria-current")).toBe("page");
  });

  it("goes to /onlineDating when a resize crosses 768 px (debounced 100 ms)", async () => {
    await renderApp({ path: "/shopping", token: "tok", routes: routes(), width: 500 });
    await screen.findByRole("heading", { name: "Shopping" });
    // From here the debounce runs on the test's clock alone: a clock that also followed real time
    // (as before) let a loaded machine fire it before the 99 ms check.
    vi.useFakeTimers();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 600 });
    window.dispatchEvent(new Event("resize"));
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(window.location.pathname).toBe("/shopping");
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1200 });
    window.dispatchEvent(new Event("resize"));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(window.location.pathname).toBe("/shopping");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe("/onlineDating");
    vi.useRealTimers();
    expect(await screen.findByRole("complementary", { name: "My account" })).toBeTruthy();
  });
});
