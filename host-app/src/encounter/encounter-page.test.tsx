import type { fakeFetch} from "@chat/client/test";
import { demoUser, envelope, ok } from "@chat/client/test";
import type { EncounterCard, MatchingReply, MyInfo } from "@chat/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderApp } from "../test/render-app.js";

const me: MyInfo = { ...demoUser({ nickname: "ada" }), languages: "en", avatarThumb: "", profileCompleted: true, cancelConfirm: "password" };
const card = (userId: number, nickname: string): EncounterCard => ({
  userId,
  account: String(userId + 100000),
  nickname,
  avatar: "",
  avatarThumb: "",
  vipLevel: 0,
  gender: 1,
  age: 28,
  region: "ES",
  languages: ["es", "en"],
  tags: ["tea", "jazz"],
  onlineState: 1,
  canTalk: false,
});

function routes(status: MatchingReply, extra: Parameters<typeof fakeFetch>[0] = {}) {
  return {
    "GET /api/account/my-info": () => ok(me),
    "GET /api/bump/list": () => ok({ records: [card(2, "Bea"), card(3, "Cai")], total: 2 }),
    "GET /api/bump/list2": () => ok({ records: [], total: 0 }),
    "POST /api/bump/next": () => ok(null),
    "POST /api/bump/matching": () => ok(status),
    ...extra,
  };
}

describe("given the Encounter page", () => {
  it("shows the top card with Next, Follow and Say hi; Next shows the following card; Say hi asks for friendship and says so", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    await renderApp({
      path: "/onlineDating",
      token: "tok",
      routes: routes({ state: "idle", attemptsLeft: 0, dailyAttempts: 20, allowed: false }, {
        "POST /api/friend/add-friend": () => {
          seen.push("add-friend");
          return ok({ status: "applied", applyId: 1 });
        },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Encounter", level: 1 })).toBeTruthy();
    const bea = await screen.findByRole("article", { name: "Bea" });
    expect(within(bea).getByText("Online now")).toBeTruthy();
    expect(within(bea).getByText("#jazz")).toBeTruthy();
    await user.click(within(bea).getByRole("button", { name: "Next" }));
    const cai = await screen.findByRole("article", { name: "Cai" });
    await user.click(within(cai).getByRole("button", { name: "Say hi" }));
    await waitFor(() => expect(seen).toEqual(["add-friend"]));
    expect(await screen.findByText("Cai can be messaged by friends only, so your greeting went with a friend request.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Matches" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows the album's photos large, one at a time, and greets a match with a message", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const bea = { ...card(2, "Bea"), canTalk: true, photos: ["/files/b1.jpg", "/files/b2.jpg", "/files/b3.jpg"] };
    await renderApp({
      path: "/onlineDating",
      token: "tok",
      routes: routes({ state: "idle", attemptsLeft: 0, dailyAttempts: 20, allowed: false }, {
        "GET /api/bump/list": () => ok({ records: [bea], total: 1 }),
        "POST /api/message/send": (request) => {
          sent.push(request.body);
          return ok({ messageId: "m1", message: {} });
        },
      }),
    });
    const article = await screen.findByRole("article", { name: "Bea" });
    const photo = within(article).getByRole("img", { name: "Bea, photo 1 of 3" });
    expect(photo.getAttribute("src")).toBe("/files/b1.jpg?w=640");
    expect((within(article).getByRole("button", { name: "Previous photo" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(article).getByRole("button", { name: "Next photo" }));
    expect(within(article).getByRole("img", { name: "Bea, photo 2 of 3" }).getAttribute("src")).toBe("/files/b2.jpg?w=640");
    expect(within(article).getByText("Speaks Español, English")).toBeTruthy();
    await user.click(within(article).getByRole("button", { name: "Say hi" }));
    expect(await screen.findByText("Greeting sent to Bea.")).toBeTruthy();
    expect(sent).toMatchObject([{ toUserId: 2, messageType: "txt", content: "Hi! Nice to meet you." }]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("offers the membership with its privilege table to a member who is not SVIP", async () => {
    const user = userEvent.setup();
    await renderApp({ path: "/onlineDating", token: "tok", routes: routes({ state: "idle", attemptsLeft: 0, dailyAttempts: 20, allowed: false }) });
    await user.click(await screen.findByRole("button", { name: "Match" }));
    const offer = await screen.findByRole("dialog", { name: "Matching is for SVIP members" });
    expect(within(offer).getByRole("table", { name: "Membership privileges" })).toBeTruthy();
    expect(within(offer).getByRole("link", { name: "Become SVIP" }).getAttribute("href")).toBe("/account?index=1");
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the attempts left, a countdown on Match, and the server's text when none are left", async () => {
    const user = userEvent.setup();
    let left = 1;
    await renderApp({
      path: "/onlineDating",
      token: "tok",
      routes: routes({ state: "idle", attemptsLeft: 1, dailyAttempts: 20, allowed: true }, {
        "POST /api/bump/matching": (request) => {
          const action = (request.body as { action: string }).action;
          if (action === "start" && left === 0) return envelope(403, "No more matching attempts, try again tomorrow", null);
          if (action === "start") {
            left = 0;
            return ok({ state: "waiting", deadline: 0, countdownSeconds: 15, attemptsLeft: 0, dailyAttempts: 20, allowed: true });
          }
          if (action === "cancel") return ok({ state: "idle", attemptsLeft: left, dailyAttempts: 20, allowed: true });
          return ok({ state: "idle", attemptsLeft: left, dailyAttempts: 20, allowed: true });
        },
      }),
    });
    expect(await screen.findByText("Matching attempts left today: 1 of 20")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Match" }));
    expect((await screen.findByRole("timer", { name: "Seconds left" })).textContent).toBe("15");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Match" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No more matching attempts, try again tomorrow");
  });

  it("keeps the page alive between routes: the stack is where the user left it, not loaded again", async () => {
    const user = userEvent.setup();
    let lists = 0;
    const { env } = await renderApp({
      path: "/onlineDating",
      token: "tok",
      routes: routes({ state: "idle", attemptsLeft: 0, dailyAttempts: 20, allowed: false }, {
        "GET /api/bump/list": () => {
          lists++;
          return ok({ records: [card(2, "Bea"), card(3, "Cai"), card(4, "Dan"), card(5, "Eva")], total: 4 });
        },
      }),
    });
    await user.click(within(await screen.findByRole("article", { name: "Bea" })).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Cai" })).toBeTruthy();
    env.router.open("/myspace");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Encounter", level: 1 })).toBeNull());
    env.router.open("/onlineDating");
    expect(await screen.findByRole("article", { name: "Cai" })).toBeTruthy();
    expect(lists).toBe(1);
  });
});
