import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createNotifications, INTERACTIONS_PAGE } from "./notifications.js";

const announcement = (id: number) => ({ id, title: `News ${id}`, content: "", time: id });

describe("the notifications store", () => {
  it("loads the summary, and reading announcements or interactions clears their counts", async () => {
    const { api } = apiWith({
      "GET /api/message/unread-message": () => ok({ applys: 1, system: 2, interact: 3 }),
      "GET /api/message/notices": () => ok([announcement(1)]),
      "GET /api/interact/list": () => ok({ records: [{ id: 1 }], total: 1 }),
    });
    const n = createNotifications({ api });
    await n.loadSummary();
    expect(n.$unreadSummary.get()).toEqual({ applys: 1, system: 2, interact: 3 });
    await n.loadAnnouncements();
    expect(n.$announcements.get()).toHaveLength(1);
    expect(n.$unreadSummary.get().system).toBe(0);
    await n.loadInteractions();
    expect(n.$interactions.get()).toMatchObject({ hasMore: false, loading: false });
    expect(n.$unreadSummary.get()).toEqual({ applys: 1, system: 0, interact: 0 });
  });

  it("applies the unread and notice events, an announcement once", () => {
    const n = createNotifications({ api: apiWith({}).api });
    n.applyUnread({ applys: 0, system: 1, interact: 0 });
    n.applyNotice(announcement(5) as never);
    n.applyNotice(announcement(5) as never);
    expect(n.$unreadSummary.get().system).toBe(1);
    expect(n.$announcements.get()).toHaveLength(1);
    n.reset();
    expect(n.$announcements.get()).toEqual([]);
  });

  it("pages interactions and keeps what it had when a page fails", async () => {
    let fail = false;
    const { api, seen } = apiWith({
      "GET /api/interact/list": () => (fail ? envelope(500, "down", null) : ok({ records: [{ id: seen.length }], total: 5 })),
    });
    const n = createNotifications({ api });
    await n.loadInteractions();
    expect(seen[0]?.path).toContain(`pageSize=${INTERACTIONS_PAGE}`);
    fail = true;
    await expect(n.loadMoreInteractions()).rejects.toMatchObject({ code: 500 });
    expect(n.$interactions.get()).toMatchObject({ loading: false, hasMore: true });
    expect(n.$interactions.get().items).toHaveLength(1);
  });
});
