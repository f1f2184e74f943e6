import type { PersonRow } from "@chat/protocol";
import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createFollowToggle, createPeopleList } from "./people.js";

const row = (userId: number, insertTime = userId): PersonRow => ({
  userId,
  account: String(userId + 100000),
  nickname: `U${userId}`,
  avatar: "",
  avatarThumb: "",
  vipLevel: 0,
  gender: 0,
  age: null,
  region: "",
  insertTime,
});

describe("the follow toggle", () => {
  it("follows, then unfollows, with the server's follower count", async () => {
    const { api, seen } = apiWith({
      "POST /api/user/follow": (r) => {
        const body = r.body as { userId: number; follow: boolean };
        return ok({ follow: body.follow, fans: body.follow ? 4 : 3 });
      },
    });
    const toggle = createFollowToggle({ api, userId: 9, following: false, fans: 3 });
    await toggle.toggle();
    expect(toggle.$state.get()).toEqual({ following: true, fans: 4, busy: false });
    await toggle.toggle();
    expect(toggle.$state.get()).toEqual({ following: false, fans: 3, busy: false });
    expect(seen.map((s) => s.body)).toEqual([
      { userId: 9, follow: true },
      { userId: 9, follow: false },
    ]);
  });

  it("keeps the state and rejects when the server refuses", async () => {
    const { api } = apiWith({ "POST /api/user/follow": () => envelope(400, "You cannot follow yourself.", null) });
    const toggle = createFollowToggle({ api, userId: 9, following: false, fans: 0 });
    await expect(toggle.toggle()).rejects.toThrow("You cannot follow yourself.");
    expect(toggle.$state.get()).toEqual({ following: false, fans: 0, busy: false });
  });
});

describe("the people lists", () => {
  it("loads page after page on each scroll-bottom signal until the total is reached", async () => {
    const all = [1, 2, 3, 4, 5].map((id) => row(id));
    const { api, seen } = apiWith({
      "GET /api/user/fans-list": (r) => {
        const params = new URL(r.path, "http://x").searchParams;
        const page = Number(params.get("page"));
        const size = Number(params.get("pageSize"));
        return ok({ records: all.slice((page - 1) * size, page * size), total: all.length });
      },
    });
    const list = createPeopleList({ api, kind: "fans", pageSize: 2 });
    const signal = atom(0);
    const stop = list.followSignal(signal);
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ initial: false, total: 5, hasMore: true });
    for (let i = 1; i <= 3; i++) {
      signal.set(i);
      await expect.poll(() => list.$state.get().loading).toBe(false);
    }
    expect(list.$state.get().items.map((r) => r.userId)).toEqual([1, 2, 3, 4, 5]);
    expect(list.$state.get().hasMore).toBe(false);
    // Nothing is left: another signal asks nothing more.
    signal.set(9);
    stop();
    expect(seen.map((s) => s.path)).toEqual([
      "/api/user/fans-list?page=1&pageSize=2",
      "/api/user/fans-list?page=2&pageSize=2",
      "/api/user/fans-list?page=3&pageSize=2",
    ]);
  });

  it("an empty list says so; a failure keeps the rows and the next signal retries", async () => {
    let fail = false;
    const { api } = apiWith({
      "GET /api/user/visitor-record": () => (fail ? envelope(500, "down", null) : ok({ records: [row(1, 10)], total: 2 })),
      "GET /api/user/follow-list": () => ok({ records: [], total: 0 }),
    });
    const empty = createPeopleList({ api, kind: "following" });
    await empty.loadMore();
    expect(empty.$state.get()).toMatchObject({ items: [], initial: false, hasMore: false });

    const visitors = createPeopleList({ api, kind: "visitors", pageSize: 1 });
    await visitors.loadMore();
    fail = true;
    await visitors.loadMore();
    expect(visitors.$state.get()).toMatchObject({ items: [row(1, 10)], error: "down", hasMore: true });
  });
});
