import { aMoment, demoPublicUser, demoUser, momentAuthor, ok } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me = demoUser({ id: 7, nickname: "Grace" });
const grace = momentAuthor(7, "Grace");
const bea = momentAuthor(5, "Bea");
const profile = (id: number, nickname: string) => ({ ...demoPublicUser({ id, nickname }), todayViews: 0, totalViews: 0, blocked: false, isFollow: false });

describe("one's own moments", () => {
  it("on /myspace: pinned first, Pin to top moves one up, Delete asks first, Share copies the moment's link", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const { seen, container } = await renderApp({
      path: "/myspace",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/user/info": () => ok({ userVo: profile(7, "Grace") }),
        "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(2, { author: grace, pinned: true, text: "Pinned one" }), aMoment(3, { author: grace, text: "Newer one" })], nextCursor: null }),
        "POST /api/dynamic/dynamic-top": () => ok(null),
        "POST /api/dynamic/del": () => ok(null),
      },
    });
    const section = await screen.findByRole("region", { name: "My moments" });
    // The square is one click away: the side bar's Moments, and the section's own link (narrow screens).
    expect(within(screen.getByRole("navigation", { name: "Shortcuts" })).getByRole("link", { name: "Moments" }).getAttribute("href")).toBe("/dynamicSquare");
    expect(within(section).getByRole("link", { name: "Moment square" }).getAttribute("href")).toBe("/dynamicSquare");
    const texts = () => within(section).getAllByRole("article").map((a) => a.querySelector(".moment-card__text")?.textContent);
    await waitFor(() => expect(texts()).toEqual(["Pinned one", "Newer one"]));
    const [pinned, newer] = within(section).getAllByRole("article");
    expect(within(pinned!).getByText("Pinned")).toBeTruthy();
    // Someone's own moments have no Complaint; others' have no Delete.
    expect(within(newer!).queryByRole("button", { name: "Complaint" })).toBeNull();

    await user.click(within(newer!).getByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/moment/3`);
    expect((await screen.findByRole("status")).textContent).toContain("Shared link copied");

    await user.click(within(newer!).getByRole("button", { name: "Pin to top" }));
    await waitFor(() => expect(texts()).toEqual(["Newer one", "Pinned one"]));
    expect(seen.find((r) => r.path === "/api/dynamic/dynamic-top")?.body).toEqual({ id: 3, top: true });

    const first = within(section).getAllByRole("article")[0]!;
    await user.click(within(first).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete moment" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(seen.some((r) => r.path === "/api/dynamic/del")).toBe(false);
    await user.click(within(first).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete moment" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(texts()).toEqual(["Pinned one"]));
    expect(seen.find((r) => r.path === "/api/dynamic/del")?.body).toEqual({ id: 3 });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("someone else's home page lists their moments, and a complaint sends the reason with the moment", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/userHomePage/5",
      token: "tok",
      routes: {
        "GET /api/account/my-info": () => ok(me),
        "GET /api/user/info": () => ok({ userVo: profile(5, "Bea") }),
        "POST /api/user/visit": () => ok({ todayViews: 1, totalViews: 1 }),
        "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(8, { author: bea, text: "Bea's day" })], nextCursor: null }),
        "GET /api/complain/complain_type": () => ok([{ id: 4, reason: "Spam", type: 4 }]),
        "POST /api/complain/add_complain": () => ok(null),
      },
    });
    const section = await screen.findByRole("region", { name: "Bea's moments" });
    const article = await within(section).findByRole("article", { name: "Moment by Bea" });
    expect(seen.find((r) => r.path.startsWith("/api/dynamic/dynamic-list"))?.path).toBe("/api/dynamic/dynamic-list?view=user&userId=5&pageSize=20");
    expect(within(article).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(article).queryByRole("button", { name: "Pin to top" })).toBeNull();
    await user.click(within(article).getByRole("button", { name: "Complaint" }));
    const dialog = await screen.findByRole("dialog", { name: "Complaint" });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Choose a reason.");
    await user.click(await within(dialog).findByLabelText("Spam"));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await screen.findByText("Thank you. Your complaint was sent.");
    expect(seen.find((r) => r.path === "/api/complain/add_complain")?.body).toEqual({ type: 4, notes: "", beComplainedAccount: "100005", dynamicId: 8 });
  });
});
