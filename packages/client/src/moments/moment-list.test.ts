import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { atom } from "nanostores";
import { createMomentList } from "./moment-list.js";
import { aMoment } from "./moments-fixtures.js";

describe("a list of moments", () => {
  it("pages by cursor and never shows a moment twice when a page repeats one", async () => {
    const { api, seen } = apiWith({
      "GET /api/dynamic/dynamic-list": (r) =>
        r.path.includes("cursor=c1") ? ok({ list: [aMoment(3), aMoment(2), aMoment(1)], nextCursor: null }) : ok({ list: [aMoment(4), aMoment(3)], nextCursor: "c1" }),
    });
    const list = createMomentList({ api, view: "square", pageSize: 2 });
    expect(list.$state.get().initial).toBe(true);
    await list.loadMore();
    expect(seen[0]?.path).toBe("/api/dynamic/dynamic-list?view=square&pageSize=2");
    expect(list.$state.get()).toMatchObject({ initial: false, hasMore: true });
    await list.loadMore();
    expect(seen[1]?.path).toBe("/api/dynamic/dynamic-list?view=square&cursor=c1&pageSize=2");
    expect(list.$state.get().items.map((m) => m.id)).toEqual([4, 3, 2, 1]);
    expect(list.$state.get().hasMore).toBe(false);
    await list.loadMore();
    expect(seen).toHaveLength(2);
  });

  it("asks for one user's moments and loads more on each scroll-bottom signal", async () => {
    const { api, seen } = apiWith({ "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(1)], nextCursor: "x" }) });
    const list = createMomentList({ api, view: "user", userId: 9 });
    const signal = atom(0);
    const stop = list.followSignal(signal);
    signal.set(1);
    await new Promise<void>((resolve) => list.$state.listen((s) => !s.loading && resolve()));
    expect(seen[0]?.path).toBe("/api/dynamic/dynamic-list?view=user&userId=9&pageSize=20");
    stop();
  });

  it("keeps a failure's text and tries again on the next call", async () => {
    let fail = true;
    const { api } = apiWith({ "GET /api/dynamic/dynamic-list": () => (fail ? envelope(429, "Too many requests.", null) : ok({ list: [aMoment(1)], nextCursor: null })) });
    const list = createMomentList({ api, view: "friends" });
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ error: "Too many requests.", items: [] });
    fail = false;
    await list.loadMore();
    expect(list.$state.get()).toMatchObject({ error: null, items: [aMoment(1)] });
  });

  it("likes at once and takes the server's count", async () => {
    const { api, seen } = apiWith({
      "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(1, { likes: 4 })], nextCursor: null }),
      "POST /api/dynamic/support": () => ok({ liked: true, likes: 6 }),
    });
    const list = createMomentList({ api, view: "square" });
    await list.loadMore();
    const pending = list.toggleLike(1);
    expect(list.$state.get().items[0]).toMatchObject({ liked: true, likes: 5 });
    await pending;
    expect(seen[1]?.body).toEqual({ dynamicId: 1, like: true });
    expect(list.$state.get().items[0]).toMatchObject({ liked: true, likes: 6 });
  });

  it("rolls a refused like back", async () => {
    const { api } = apiWith({
      "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(1, { likes: 4, liked: true })], nextCursor: null }),
      "POST /api/dynamic/support": () => envelope(403, "You cannot like this moment.", null),
    });
    const list = createMomentList({ api, view: "square" });
    await list.loadMore();
    await expect(list.toggleLike(1)).rejects.toThrow("You cannot like this moment.");
    expect(list.$state.get().items[0]).toMatchObject({ liked: true, likes: 4 });
  });

  it("puts a new moment first after the pinned one, pins one at a time, and deletes", async () => {
    const { api, seen } = apiWith({
      "GET /api/dynamic/dynamic-list": () => ok({ list: [aMoment(2, { pinned: true }), aMoment(1)], nextCursor: null }),
      "POST /api/dynamic/dynamic-top": () => ok(null),
      "POST /api/dynamic/del": () => ok(null),
    });
    const list = createMomentList({ api, view: "user" });
    await list.loadMore();
    list.prepend(aMoment(3));
    expect(list.$state.get().items.map((m) => m.id)).toEqual([2, 3, 1]);
    await list.pin(1, true);
    expect(seen.at(-1)?.body).toEqual({ id: 1, top: true });
    expect(list.$state.get().items.map((m) => [m.id, m.pinned])).toEqual([[1, true], [2, false], [3, false]]);
    await list.remove(3);
    expect(seen.at(-1)?.body).toEqual({ id: 3 });
    expect(list.$state.get().items.map((m) => m.id)).toEqual([1, 2]);
  });
});
