import type { PublicProfile, UserInfo } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { demoPublicUser } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope, ok, type SeenRequest } from "../test/fake-fetch.js";
import { createHomePage, type HomePageOptions } from "./home-page.js";

const ann = (over: Partial<PublicProfile> = {}) => ({ ...demoPublicUser({ id: 9, nickname: "Ann", isFriend: false }), isFollow: false, todayViews: 1, totalViews: 5, userDataVo: { fans: 3, follow: 0 }, ...over });

function homeOf(routes: Record<string, (r: SeenRequest) => Response | Promise<Response>>, options: Partial<HomePageOptions> = {}) {
  const { api, seen } = apiWith({ "GET /api/user/info": () => ok({ userVo: ann() }), ...routes });
  const $user = atom<UserInfo | null>(demoUser({ userDataVo: { fans: 0, follow: 2 } }));
  const session = { $user, setUser: (user: UserInfo) => $user.set(user) };
  return { page: createHomePage({ api, userId: 9, own: false, session, ...options }), seen, $user };
}

const ready = (state: ReturnType<ReturnType<typeof homeOf>["page"]["$page"]["get"]>) => {
  if (state.status !== "ready") throw new Error(`not ready: ${state.status}`);
  return state;
};

describe("a user's home page", () => {
  it("loads the user and records the visit, showing the counts with it in", async () => {
    const { page, seen } = homeOf({ "POST /api/user/visit": () => ok({ todayViews: 2, totalViews: 6 }) });
    expect(page.$page.get()).toEqual({ status: "loading" });
    await page.load();
    expect(ready(page.$page.get()).user).toMatchObject({ nickname: "Ann", todayViews: 2, totalViews: 6 });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/user/info?userId=9", "POST /api/user/visit"]);
  });

  it("one's own page records no visit", async () => {
    const { page, seen } = homeOf({}, { own: true });
    await page.load();
    expect(page.$page.get().status).toBe("ready");
    expect(seen).toHaveLength(1);
  });

  it("an id that is no user id asks nothing; an unknown user shows the server's reason", async () => {
    const bad = homeOf({}, { userId: Number.NaN });
    await bad.page.load();
    expect(bad.page.$page.get()).toEqual({ status: "error", message: null });
    expect(bad.seen).toEqual([]);
    const unknown = homeOf({ "GET /api/user/info": () => envelope(404, "The user does not exist.", null) });
    await unknown.page.load();
    expect(unknown.page.$page.get()).toEqual({ status: "error", message: "The user does not exist." });
  });

  it("a page closed while loading takes no late answer", async () => {
    let answer: (r: Response) => void = () => {};
    const { page } = homeOf({ "GET /api/user/info": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const loading = page.load();
    await expect.poll(() => answer).not.toBe(undefined);
    page.stop();
    answer(ok({ userVo: ann() }));
    await loading;
    expect(page.$page.get()).toEqual({ status: "loading" });
  });

  it("following moves the button's follower count and the signed-in user's following count", async () => {
    const { page, $user } = homeOf({ "POST /api/user/visit": () => ok({ todayViews: 2, totalViews: 6 }), "POST /api/user/follow": () => ok({ follow: true, fans: 4 }) });
    await page.load();
    await page.follow();
    expect(ready(page.$page.get()).toggle.$state.get()).toEqual({ following: true, fans: 4, busy: false });
    expect($user.get()?.userDataVo.follow).toBe(3);
  });

  it("Add friend: friends at once, or a request that waits until they accept", async () => {
    const added = homeOf({ "POST /api/friend/add-friend": () => ok({ status: "added" }) });
    await added.page.load();
    expect(await added.page.addFriend()).toBe("added");
    expect(ready(added.page.$page.get()).user.isFriend).toBe(true);

    const applied = homeOf({ "POST /api/friend/add-friend": () => ok({ status: "applied" }) });
    await applied.page.load();
    expect(await applied.page.addFriend()).toBe("applied");
    expect(ready(applied.page.$page.get())).toMatchObject({ requested: true, user: { isFriend: false } });
    applied.page.friendAdded();
    expect(ready(applied.page.$page.get())).toMatchObject({ requested: false, user: { isFriend: true } });
  });

  it("a refused friend request rejects with the server's reason", async () => {
    const { page } = homeOf({ "POST /api/friend/add-friend": () => envelope(403, "This user does not accept friend requests.", null) });
    await page.load();
    await expect(page.addFriend()).rejects.toMatchObject({ msg: "This user does not accept friend requests." });
    expect(ready(page.$page.get()).requested).toBe(false);
  });

  it("blocks and unblocks; a refusal resolves with the server's text and changes nothing", async () => {
    const { page } = homeOf({ "POST /api/user/block": () => ok(null), "POST /api/user/unblock": () => envelope(400, "Not now.", null) });
    await page.load();
    expect(await page.setBlocked(true)).toEqual({ ok: true });
    expect(ready(page.$page.get()).user.blocked).toBe(true);
    expect(await page.setBlocked(false)).toEqual({ ok: false, error: "Not now." });
    expect(ready(page.$page.get()).user.blocked).toBe(true);
  });
});
