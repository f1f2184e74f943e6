import type { Announcement, UnreadSummary } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { runAdmin } from "../../admin/commands.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { setUser } from "../../testing/wallet.js";
import { INTERACTION, publishAnnouncement, recordInteraction } from "../notifications/index.js";

const unread3 = (events: { userId: number; event: { type: string; data: unknown } }[], userId: number) => events.find((e) => e.userId === userId && e.event.type === "unread")?.event.data;

describe.each(testDatabases)("announcements in each member's language on %s", (dialect) => {
  let t: TestApp;
  let german: TestUser;
  let finn: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [german, finn] = await Promise.all([addUser(t, "Greta"), addUser(t, "Fanni")]);
    await setUser(t, german.id, { language: "de" });
    await setUser(t, finn.id, { language: "fi" });
  });
  afterAll(() => t.close());

  const texts = { en: { title: "Maintenance", body: "Tonight at 22:00." }, de: { title: "Wartung", body: "Heute um 22 Uhr." } };

  it("stores one announcement and gives each member a notice in their language (English when theirs is missing) and an unread count", async () => {
    t.clock.advance(1000);
    const published = await t.database.db.transaction().execute((trx) => publishAnnouncement(trx, texts, null, t.clock.now()));
    expect(published.recipients).toBe(2);
    const notices = published.events.filter((e) => e.event.type === "notice");
    expect(notices.find((e) => e.userId === german.id)?.event.data).toEqual({ id: published.row.id, title: "Wartung", content: "Heute um 22 Uhr.", insertTime: t.clock.now() });
    expect(notices.find((e) => e.userId === finn.id)?.event.data).toMatchObject({ title: "Maintenance", content: "Tonight at 22:00." });
    const unread = published.events.find((e) => e.userId === finn.id && e.event.type === "unread");
    expect((unread?.event.data as UnreadSummary).system).toBeGreaterThanOrEqual(1);
  });

  it("gives each member the same unread summary as their own count, and sequence numbers without gaps", async () => {
    const third = await addUser(t, "Third");
    await t.database.db.insertInto("friend_applications").values({ from_user_id: finn.id, to_user_id: third.id, note: "", status: null, created_at: t.clock.now(), updated_at: t.clock.now() }).execute();
    await t.database.db.transaction().execute((trx) => recordInteraction(trx, { userId: third.id, otherUserId: german.id, type: INTERACTION.followed, now: t.clock.now() }));
    t.clock.advance(1000);
    const published = await t.database.db.transaction().execute((trx) => publishAnnouncement(trx, texts, null, t.clock.now()));
    for (const user of [german, finn, third]) {
      const unread = published.events.find((e) => e.userId === user.id && e.event.type === "unread");
      expect(unread?.event.data, user.nickname).toEqual((await t.get<UnreadSummary>("/api/message/unread-message", { token: user.token })).body.data);
      const seqs = (await t.database.db.selectFrom("events").select("seq").where("user_id", "=", user.id).orderBy("seq").execute()).map((r) => Number(r.seq));
      expect(seqs, user.nickname).toEqual(seqs.map((_, i) => i + 1));
    }
    expect(unread3(published.events, third.id)).toMatchObject({ applys: 1, interact: 1, system: 2 });
  });

  it("lists announcements in the reader's language, and plain ones from the command line as they were written", async () => {
    t.clock.advance(1000);
    await runAdmin(["announce", "Plain text from the command line"], t.database, t.clock.now());
    const de = await t.get<Announcement[]>("/api/message/notices", { token: german.token, language: "de" });
    expect(de.body.data.slice(0, 2).map((a) => [a.title ?? "", a.content])).toEqual([
      ["", "Plain text from the command line"],
      ["Wartung", "Heute um 22 Uhr."],
    ]);
    const fi = await t.get<Announcement[]>("/api/message/notices", { token: finn.token, language: "fi" });
    expect(fi.body.data[1]).toMatchObject({ title: "Maintenance", content: "Tonight at 22:00." });
    const summary = await t.get<UnreadSummary>("/api/message/unread-message", { token: finn.token });
    expect(summary.body.data.system).toBe(0);
  });
});
