import { demoPublicUser, demoUser, envelope, ok } from "@chat/client/test";
import type { PersonRow } from "@chat/protocol";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me = demoUser({ id: 7, nickname: "Grace", userDataVo: { fans: 2, follow: 0 } });
const bea = {
  ...demoPublicUser({ id: 5, nickname: "Bea", isFriend: false, interest: "hiking,jazz", userDataVo: { fans: 3, follow: 1 } }),
  languages: "de,ja",
  avatarThumb: "",
  isFollow: false,
  blocked: false,
  todayViews: 1,
  totalViews: 9,
};
const row = (userId: number, insertTime = Date.now() - 3 * 60_000): PersonRow => ({
  userId,
  account: String(userId + 100000),
  nickname: `Fan ${userId}`,
  avatar: "",
  avatarThumb: "",
  vipLevel: userId === 1 ? 1 : 0,
  gender: 1,
  age: 30,
  region: "DE",
  insertTime,
});

const routes = (extra: Record<string, Parameters<typeof ok>[0]> = {}) => ({
  "GET /api/account/my-info": () => ok(me),
  "GET /api/user/info": () => ok({ userVo: bea }),
  "POST /api/user/visit": () => ok({ todayViews: 2, totalViews: 10 }),
  "POST /api/user/follow": (r: { body: unknown }) => ok({ follow: (r.body as { follow: boolean }).follow, fans: (r.body as { follow: boolean }).follow ? 4 : 3 }),
  "POST /api/friend/add-friend": () => ok({ status: "applied", applyId: 1 }),
  "POST /api/user/block": () => ok(null),
  "POST /api/user/unblock": () => ok(null),
  ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, () => ok(v)])),
});

describe("given a home page", () => {
  it("shows someone else's profile and counts, records the visit, follows and asks for friendship", async () => {
    const user = userEvent.setup();
    const { seen, container } = await renderApp({ path: "/userHomePage/5", token: "tok", routes: routes() });
    const page = await screen.findByRole("region", { name: "Bea" });
    expect(within(page).getByText("100005")).toBeTruthy();
    expect(within(page).getByText("Deutsch, 日本語")).toBeTruthy();
    expect(within(page).getByRole("list", { name: "Hashtags" }).textContent).toBe("#hiking#jazz");
    // The visit's answer: today's views with this visitor in.
    await waitFor(() => expect(within(page).getByText("Today's views").nextElementSibling?.textContent).toBe("2"));
    expect(within(page).getByText("Total views").nextElementSibling?.textContent).toBe("10");
    expect(seen.filter((r) => r.path === "/api/user/visit").map((r) => r.body)).toEqual([{ userId: 5 }]);

    await user.click(within(page).getByRole("button", { name: "Follow" }));
    await within(page).findByRole("button", { name: "Unfollow" });
    expect(within(page).getByText("Followers").nextElementSibling?.textContent).toBe("4");
    const sidebar = screen.getByRole("complementary", { name: "My account" });
    expect(within(sidebar).getByRole("link", { name: "1 Following" })).toBeTruthy();

    await user.click(within(page).getByRole("button", { name: "Add friend" }));
    expect((await screen.findByRole("status")).textContent).toContain("Friend request sent");
    expect((within(page).getByRole("button", { name: "Friend request sent" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(page).getByRole("button", { name: "Send message" })).toBeTruthy();
    // Gifts go to friends only.
    expect(within(page).queryByRole("button", { name: "Gift" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a friend's page has Gift, which opens the chat panel's gift picker for them; blocked friends have none", async () => {
    const user = userEvent.setup();
    const friend = { ...bea, isFriend: true };
    const { env } = await renderApp({ path: "/userHomePage/5", token: "tok", routes: { ...routes(), "GET /api/user/info": () => ok({ userVo: friend }) } });
    const page = await screen.findByRole("region", { name: "Bea" });
    const panel = env.chatPanel.$element.get();
    if (!panel) throw new Error("the chat panel is not mounted");
    const openGifts = vi.spyOn(panel, "openGifts").mockImplementation(() => undefined);
    await user.click(within(page).getByRole("button", { name: "Gift" }));
    expect(openGifts).toHaveBeenCalledWith(5);

    await user.click(within(page).getByRole("button", { name: "Block" }));
    await user.click(within(screen.getByRole("dialog", { name: "Block Bea?" })).getByRole("button", { name: "Block" }));
    await within(page).findByRole("button", { name: "Unblock" });
    expect(within(page).queryByRole("button", { name: "Gift" })).toBeNull();
  });

  it("blocks after the dialog says what blocking does, then shows them as blocked with Unblock", async () => {
    const user = userEvent.setup();
    const { seen, container } = await renderApp({ path: "/userHomePage/5", token: "tok", routes: routes() });
    const page = await screen.findByRole("region", { name: "Bea" });
    await user.click(within(page).getByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block Bea?" });
    expect(dialog.textContent).toContain("Bea will no longer be able to message you, add you as a friend, follow you or see your home page.");
    expect(await axeViolations(container)).toEqual([]);
    // Cancel blocks no one.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(seen.some((r) => r.path === "/api/user/block")).toBe(false);

    await user.click(within(page).getByRole("button", { name: "Block" }));
    await user.click(within(screen.getByRole("dialog", { name: "Block Bea?" })).getByRole("button", { name: "Block" }));
    await within(page).findByRole("button", { name: "Unblock" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(seen.filter((r) => r.path === "/api/user/block").map((r) => r.body)).toEqual([{ userId: 5 }]);
    expect(within(page).getByText("You blocked Bea.")).toBeTruthy();
    expect(within(page).queryByRole("button", { name: "Follow" })).toBeNull();
    expect(within(page).queryByRole("button", { name: "Add friend" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(page).getByRole("button", { name: "Unblock" }));
    await within(page).findByRole("button", { name: "Follow" });
    expect(seen.filter((r) => r.path === "/api/user/unblock").map((r) => r.body)).toEqual([{ userId: 5 }]);
    expect(within(page).getByRole("button", { name: "Add friend" })).toBeTruthy();
  });

  it("a page of someone already blocked offers Unblock; a refused unblock says why", async () => {
    const user = userEvent.setup();
    await renderApp({
      path: "/userHomePage/5",
      token: "tok",
      routes: {
        ...routes(),
        "GET /api/user/info": () => ok({ userVo: { ...bea, blocked: true } }),
        "POST /api/user/unblock": () => envelope(404, "This user is not available.", null),
      },
    });
    const page = await screen.findByRole("region", { name: "Bea" });
    expect(within(page).queryByRole("button", { name: "Follow" })).toBeNull();
    await user.click(within(page).getByRole("button", { name: "Unblock" }));
    expect(await screen.findByText("This user is not available.")).toBeTruthy();
    expect(within(page).getByRole("button", { name: "Unblock" })).toBeTruthy();
  });

  it("/myspace is one's own page with Edit and no visit, follow or friend buttons", async () => {
    const { seen } = await renderApp({
      path: "/myspace",
      token: "tok",
      routes: {
        ...routes(),
        "GET /api/user/info": () => ok({ userVo: { ...demoPublicUser({ id: 7, nickname: "Grace" }), todayViews: 0, totalViews: 4 } }),
        "GET /api/dynamic/dynamic-list": () => ok({ list: [], nextCursor: null }),
      },
    });
    const page = await screen.findByRole("region", { name: "Grace" });
    // The own moments (none yet) follow the album.
    expect(await within(page).findByText("You have not posted any moments yet.")).toBeTruthy();
    expect(seen.find((r) => r.path.startsWith("/api/dynamic/dynamic-list"))?.path).toBe("/api/dynamic/dynamic-list?view=user&pageSize=20");
    expect(within(page).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/person");
    expect(within(page).queryByRole("button")).toBeNull();
    expect(within(page).getByRole("link", { name: "Followers" }).getAttribute("href")).toBe("/followMe");
    expect(seen.some((r) => r.path === "/api/user/visit")).toBe(false);
  });
});

describe("given the people lists", () => {
  it("/followMe lists followers and loads the next page on the scroll-bottom signal", async () => {
    const first = Array.from({ length: 20 }, (_, i) => row(i + 1));
    const { env } = await renderApp({
      path: "/followMe",
      token: "tok",
      routes: {
        ...routes(),
        "GET /api/user/fans-list": (r) => ok(r.path.includes("page=1&") ? { records: first, total: 21 } : { records: [row(21)], total: 21 }),
      },
    });
    const list = await screen.findByRole("list", { name: "My followers" });
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(20));
    expect(within(list).getAllByRole("link")[0]?.getAttribute("href")).toBe("/userHomePage/1");
    const main = document.querySelector("main") as HTMLElement;
    Object.defineProperties(main, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 500, configurable: true }, scrollTop: { value: 500, configurable: true, writable: true } });
    act(() => main.dispatchEvent(new Event("scroll")));
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(21), { timeout: 2000 });
    expect(env.scrollBottom.$scrollBottom.get()).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("/myVisitors shows when each visitor came; an empty /myLike says so", async () => {
    await renderApp({ path: "/myVisitors", token: "tok", routes: { ...routes(), "GET /api/user/visitor-record": () => ok({ records: [row(3)], total: 1 }) } });
    const list = await screen.findByRole("list", { name: "Visitors" });
    expect(within(list).getByText("3 minutes ago")).toBeTruthy();
  });

  it("an empty following list says so", async () => {
    await renderApp({ path: "/myLike", token: "tok", routes: { ...routes(), "GET /api/user/follow-list": () => ok({ records: [], total: 0 }) } });
    expect(await screen.findByText("You have not followed anyone")).toBeTruthy();
  });
});
