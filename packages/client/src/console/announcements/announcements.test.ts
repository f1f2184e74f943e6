import { describe, expect, it } from "vitest";
import { apiWith } from "../../test/api-with.js";
import { envelope, ok } from "../../test/fake-fetch.js";
import { announcementsCalls, createAnnouncements } from "./announcements.js";

describe("given the console's announcements", () => {
  it("publishes, answers how many members it reached, and lists what went out", async () => {
    const texts = { en: { title: "", body: "Hello everyone" } };
    const sent: unknown[] = [];
    const { api } = apiWith({
      "GET /api/admin/announcements": () => ok(sent.map((t, i) => ({ id: i + 1, texts: t, insertTime: 1, operatorId: 1 }))),
      "POST /api/admin/announcements/publish": (r) => {
        sent.push((r.body as { texts: unknown }).texts);
        return ok({ id: sent.length, recipients: 3 });
      },
    });
    const announcements = createAnnouncements(announcementsCalls(api));
    await announcements.load();
    expect(announcements.$list.get()).toEqual([]);
    expect(await announcements.publish(texts)).toBe(3);
    expect(announcements.$list.get()).toEqual([{ id: 1, texts, insertTime: 1, operatorId: 1 }]);
  });

  it("rejects a refused publication for the editor, and keeps a failed list for the screen", async () => {
    const { api } = apiWith({
      "GET /api/admin/announcements": () => envelope(409, "Broken", null),
      "POST /api/admin/announcements/publish": () => envelope(403, "Admins only", null),
    });
    const announcements = createAnnouncements(announcementsCalls(api));
    await expect(announcements.publish({ en: { title: "", body: "x" } })).rejects.toMatchObject({ kind: "forbidden" });
    await announcements.load();
    expect(announcements.$list.get()).toBeNull();
    expect(announcements.$error.get()).toMatchObject({ msg: "Broken" });
  });
});
