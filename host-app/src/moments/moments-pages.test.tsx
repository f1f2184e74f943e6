import { aComment, aMoment, demoUser, envelope, momentAuthor, ok, type SeenRequest } from "@chat/client/test";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me = demoUser({ id: 7, nickname: "Grace" });
const bea = momentAuthor(5, "Bea");

const listRoute = (pages: Record<string, { list: ReturnType<typeof aMoment>[]; nextCursor: string | null }>) => (r: SeenRequest) => {
  const url = new URL(`http://x${r.path}`);
  const key = `${url.searchParams.get("view")}:${url.searchParams.get("cursor") ?? ""}`;
  return ok(pages[key] ?? { list: [], nextCursor: null });
};

const base = {
  "GET /api/account/my-info": () => ok(me),
  "GET /api/complain/complain_type": () => ok([{ id: 1, reason: "Spam", type: 1 }]),
};

describe("the moment square", () => {
  it("shows three tabs, pages the square on Load more without duplicates, and likes with the count", async () => {
    const user = userEvent.setup();
    const { seen, container } = await renderApp({
      path: "/dynamicSquare",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-list": listRoute({
          "square:": { list: [aMoment(3, { author: bea, text: "<b>Hello</b>", likes: 1 }), aMoment(2, { author: bea })], nextCursor: "c" },
          "square:c": { list: [aMoment(2, { author: bea }), aMoment(1, { author: bea })], nextCursor: null },
        }),
        "POST /api/dynamic/support": () => ok({ liked: true, likes: 2 }),
      },
    });
    const tabs = await screen.findByRole("tablist", { name: "Moments" });
    expect(within(tabs).getAllByRole("tab").map((t) => t.textContent)).toEqual(["Moment square", "Friends' moments", "My moments"]);
    const feed = await screen.findByRole("list", { name: "Moment square" });
    // Text is text: markup shows as typed.
    expect(within(feed).getByText("<b>Hello</b>")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(feed).getAllByRole("article")).toHaveLength(3));
    const first = within(feed).getAllByRole("article")[0]!;
    await user.click(within(first).getByRole("button", { name: "Like" }));
    await within(first).findByRole("button", { name: "Unlike" });
    expect(within(first).getByLabelText("Likes: 2").textContent).toBe("2");
    expect(seen.find((r) => r.path === "/api/dynamic/support")?.body).toEqual({ dynamicId: 3, like: true });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses an empty post before sending, then posts with pictures and says Published", async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    const { seen } = await renderApp({
      path: "/dynamicSquare",
      token: "tok",
      routes: { ...base, "GET /api/dynamic/dynamic-list": listRoute({}), "POST /api/dynamic/release": () => ok(aMoment(9, { author: momentAuthor(7, "Grace"), text: "Sunset" })) },
    });
    await user.click(await screen.findByRole("button", { name: "Post" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Write something to share.");
    expect(alert.textContent).toContain("Add at least one photo.");
    expect(seen.some((r) => r.path === "/api/dynamic/release")).toBe(false);

    await user.type(screen.getByLabelText("What do you want to share?"), "Sunset");
    await user.upload(screen.getByLabelText("Add photos"), [new File(["a"], "a.png", { type: "image/png" }), new File(["b"], "b.png", { type: "image/png" })]);
    expect(within(screen.getByRole("list", { name: "Photos to post" })).getAllByRole("img")).toHaveLength(2);
    await user.click(screen.getByLabelText("Burn after reading"));
    await user.click(screen.getByRole("button", { name: "Post" }));
    expect((await screen.findByRole("status")).textContent).toContain("Published");
    const body = String(seen.find((r) => r.path === "/api/dynamic/release")?.body);
    expect(body).toContain('name="type"\r\n\r\n1');
    expect(body.match(/name="file"/g)).toHaveLength(2);
    // The new moment shows on the square at once.
    expect(await within(screen.getByRole("list", { name: "Moment square" })).findByText("Sunset")).toBeTruthy();
  });

  it("keeps the loaded tab when the page is left and opened again", async () => {
    const user = userEvent.setup();
    const { seen, env } = await renderApp({
      path: "/dynamicSquare",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-list": listRoute({ "friends:": { list: [aMoment(4, { author: bea, text: "From a friend" })], nextCursor: null } }),
        "GET /api/user/info": () => ok({ userVo: { ...demoUser({ id: 7 }), blocked: false } }),
      },
    });
    await user.click(await screen.findByRole("tab", { name: "Friends' moments" }));
    await screen.findByText("From a friend");
    const lists = () => seen.filter((r) => r.path.startsWith("/api/dynamic/dynamic-list")).length;
    const before = lists();
    act(() => env.router.open("/myAlbum"));
    await waitFor(() => expect(screen.queryByText("From a friend")).toBeNull());
    act(() => env.router.open("/dynamicSquare"));
    expect(await screen.findByText("From a friend")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Friends' moments" }).getAttribute("aria-selected")).toBe("true");
    expect(lists()).toBe(before);
  });
});

describe("a moment's comments, translation and burn", () => {
  it("comments, replies and deletes after confirmation on /moment/:id", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/moment/3",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-info": () =>
          ok({ moment: aMoment(3, { author: momentAuthor(7, "Grace"), comments: 1 }), comments: { list: [aComment(1, 3)], nextCursor: null, total: 1 }, likers: [bea] }),
        "POST /api/dynamic/comment": (r) => {
          const body = r.body as { parentId?: number; text: string };
          const replyTo = body.parentId ? { userId: 9, nickname: "Bea" } : null;
          return ok(aComment(body.parentId ? 12 : 11, 3, { author: momentAuthor(7, "Grace"), parentId: body.parentId ?? null, replyTo, text: body.text }));
        },
        "POST /api/dynamic/del-comment": () => ok(null),
      },
    });
    const comments = await screen.findByRole("region", { name: "Comments" });
    expect(within(comments).getByText(/Liked by/).textContent).toContain("Bea");
    await user.type(within(comments).getByRole("textbox", { name: "Write a comment" }), "Lovely");
    await user.click(within(comments).getByRole("button", { name: "Comment" }));
    await within(comments).findByText("Lovely");
    // Each comment's actions are described by its author.
    const replyToBea = within(comments).getAllByRole("button", { name: "Reply" })[0]!;
    expect(replyToBea.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(replyToBea.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Bea");
    await user.click(replyToBea);
    const form = within(comments).getByRole("form", { name: "Reply to Bea" });
    await user.type(within(form).getByRole("textbox", { name: "Reply to Bea" }), "Thanks");
    await user.click(within(form).getByRole("button", { name: "Reply" }));
    const reply = (await within(comments).findByText("Thanks")).closest("li")!;
    // The reply names whom it answers, "Grace → Bea", and says so in words to a screen reader.
    expect(reply.querySelector(".moment-comment__who")?.textContent).toMatch(/^Grace → Bea replied to Bea · /);
    expect(within(reply).getByText("→").closest("[aria-hidden=true]")).toBeTruthy();
    // Sent: the box closes, and the focus goes back to the Reply that opened it.
    expect(within(comments).queryByRole("form", { name: "Reply to Bea" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(replyToBea));
    expect(seen.filter((r) => r.path === "/api/dynamic/comment").map((r) => r.body)).toEqual([
      { dynamicId: 3, text: "Lovely" },
      { dynamicId: 3, parentId: 1, text: "Thanks" },
    ]);
    expect(screen.getByLabelText("Comments: 3")).toBeTruthy();
    await user.click(within(comments).getAllByRole("button", { name: "Delete" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Delete comment" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    // The comment goes with its reply.
    await waitFor(() => expect(screen.getByLabelText("Comments: 1")).toBeTruthy());
    expect(within(comments).queryByText("Thanks")).toBeNull();
  });

  it("keeps a refused reply's draft open with the reason, and replies to a reply", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { seen } = await renderApp({
      path: "/moment/3",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-info": () =>
          ok({ moment: aMoment(3, { comments: 2 }), comments: { list: [aComment(1, 3, { replies: [aComment(2, 3, { parentId: 1, author: momentAuthor(8, "Ian"), replyTo: { userId: 9, nickname: "Bea" } })] })], nextCursor: null, total: 2 }, likers: null }),
        "POST /api/dynamic/comment": (r) => {
          const body = r.body as { parentId: number; text: string };
          if (refuse) return envelope(429, "Too many comments. Try again later.", null);
          return ok(aComment(13, 3, { author: momentAuthor(7, "Grace"), parentId: 1, replyTo: { userId: 8, nickname: "Ian" }, text: body.text }));
        },
      },
    });
    const comments = await screen.findByRole("region", { name: "Comments" });
    const ians = within(comments).getByText("Comment 2").closest("li")!;
    expect(ians.querySelector(".moment-comment__who")?.textContent).toMatch(/^Ian → Bea/);
    await user.click(within(ians).getByRole("button", { name: "Reply" }));
    const form = within(comments).getByRole("form", { name: "Reply to Ian" });
    const box = within(form).getByRole("textbox", { name: "Reply to Ian" });
    expect(document.activeElement).toBe(box);
    await user.type(box, "Me too");
    await user.click(within(form).getByRole("button", { name: "Reply" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Too many comments. Try again later.");
    expect((box as HTMLInputElement).value).toBe("Me too");
    refuse = false;
    await user.click(within(form).getByRole("button", { name: "Reply" }));
    const mine = (await within(comments).findByText("Me too")).closest("li")!;
    expect(mine.querySelector(".moment-comment__who")?.textContent).toMatch(/^Grace → Ian/);
    expect(within(comments).queryByRole("form", { name: "Reply to Ian" })).toBeNull();
    expect(seen.filter((r) => r.path === "/api/dynamic/comment").map((r) => r.body)).toEqual([
      { dynamicId: 3, parentId: 2, text: "Me too" },
      { dynamicId: 3, parentId: 2, text: "Me too" },
    ]);
  });

  it("translates with the cost shown before, shows the original, and opens the out-of-coins offer", async () => {
    const user = userEvent.setup();
    let coins = true;
    await renderApp({
      path: "/dynamicSquare",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-list": listRoute({ "square:": { list: [aMoment(3, { author: bea, text: "Good morning" }), aMoment(2, { author: bea, text: "Hello" })], nextCursor: null } }),
        "POST /api/dynamic/translate": (r) =>
          (r.body as { id: number }).id === 2 || !coins ? envelope(105, "Insufficient gold coins", null) : ok({ translateSuccess: true, detectedLanguage: "en", engine: "apertium", translateContent: "Buenos días", charged: { characters: 12, coins: 0 } }),
      },
    });
    const [first, second] = await screen.findAllByRole("article");
    const translate = within(first!).getByRole("button", { name: "Translate" });
    expect(translate.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(first!).getByText("12 characters, or 1 coin per 100 characters")).toBeTruthy();
    await user.click(translate);
    await within(first!).findByText("Buenos días");
    expect(within(first!).getByText("Translated from English")).toBeTruthy();
    coins = false;
    await user.click(within(first!).getByRole("button", { name: "Show original" }));
    expect(within(first!).getByText("Good morning")).toBeTruthy();
    await user.click(within(first!).getByRole("button", { name: "Translate" }));
    await within(first!).findByText("Buenos días");
    await user.click(within(second!).getByRole("button", { name: "Translate" }));
    const offer = await screen.findByRole("dialog", { name: "Insufficient gold coins!" });
    expect(within(offer).getByRole("link", { name: "Top up coins" }).getAttribute("href")).toBe("/account?index=2");
    expect(within(offer).getByRole("link", { name: "Buy translation pack" }).getAttribute("href")).toBe("/account?index=3");
  });

  it("opens a burn-after-reading moment once with a countdown, then burned with Recover", async () => {
    const user = userEvent.setup();
    const { seen } = await renderApp({
      path: "/dynamicSquare",
      token: "tok",
      routes: {
        ...base,
        "GET /api/dynamic/dynamic-list": listRoute({
          "square:": { list: [aMoment(3, { author: bea, type: 1, burnState: "sealed", pictures: [{ url: "", thumbUrl: "", blurUrl: "/b.webp", width: 10, height: 10 }] })], nextCursor: null },
        }),
        "POST /api/dynamic/burn-read": () => ok({ pictures: [{ url: "/once/1", width: 10, height: 10 }], expiresAt: Date.now() + 60_000, displayMs: 2000 }),
        "POST /api/dynamic/burn-recovery": () => ok({ charged: { blurUses: 0, coins: 3 } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "View burn-after-reading photos" }));
    expect(await screen.findByRole("timer", { name: "Burns in 2 seconds" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Photo 1 of 1" }).getAttribute("src")).toBe("/once/1");
    await screen.findByText("Burned after reading", {}, { timeout: 4000 });
    expect(screen.queryByRole("img", { name: "Photo 1 of 1" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Recover" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Confirm purchase" })).getByRole("button", { name: "Confirm" }));
    await screen.findByRole("button", { name: "View burn-after-reading photos" });
    expect(seen.filter((r) => r.path.startsWith("/api/dynamic/burn")).map((r) => r.path)).toEqual(["/api/dynamic/burn-read", "/api/dynamic/burn-recovery"]);
  });
});
