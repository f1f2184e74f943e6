import { LAST_SEQ_FROM_NOW } from "@chat/protocol";
import type { Announcement, ConsoleAnnouncement, PublishAnnouncementReply } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { setUser } from "../../testing/wallet.js";
import { connectWs } from "../../testing/ws-client.js";

describe.each(testDatabases)("the console's announcements on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let member: TestUser;
  let admin: string;
  let adminId: number;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    member = await addUser(t, "Member");
    await setUser(t, member.id, { language: "es" });
    const a = await createOperator(t, { role: "admin" });
    adminId = a.id;
    admin = await loginOperator(t, a);
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
  });
  afterAll(() => t.close());

  const texts = { en: { title: "Maintenance", body: "Tonight at 22:00." }, es: { title: "Mantenimiento", body: "Esta noche a las 22:00." }, fi: { title: "", body: "" } };

  it("publishes to every member live, in their language, with the unread count, and audits it", async () => {
    const socket = await connectWs(url);
    await socket.auth(member.token, LAST_SEQ_FROM_NOW);
    const res = await t.post<PublishAnnouncementReply>("/api/admin/announcements/publish", { texts }, asOperator(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.recipients).toBe(1);
    // An empty language is dropped: it reads as English.
    expect(res.body.data.announcement.texts).toEqual({ en: texts.en, es: texts.es });
    const notice = await socket.next((f) => f.type === "notice");
    expect(notice).toMatchObject({ data: { title: "Mantenimiento", content: "Esta noche a las 22:00." } });
    const unread = await socket.next((f) => f.type === "unread");
    expect(unread).toMatchObject({ data: { system: 1 } });
    socket.close();

    const list = await t.get<Announcement[]>("/api/message/notices", { token: member.token, language: "en" });
    expect(list.body.data[0]).toMatchObject({ title: "Maintenance", content: "Tonight at 22:00." });

    const audit = await t.database.db.selectFrom("audit_log").selectAll().where("action", "=", "announcement.publish").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: adminId, target_type: "announcement", target_id: String(res.body.data.announcement.id), before: null });
    expect(JSON.parse(audit[0]?.after ?? "null")).toEqual({ texts: { en: texts.en, es: texts.es }, recipients: 1 });
  });

  it("lists what was published to every operator, with every version and who published it", async () => {
    const res = await t.get<ConsoleAnnouncement[]>("/api/admin/announcements", asOperator(support));
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ texts: { en: texts.en, es: texts.es }, operatorId: adminId });
  });

  it("refuses support, members and anonymous callers, and a text without English", async () => {
    const body = { texts: { en: { title: "x", body: "y" } } };
    expect((await t.post("/api/admin/announcements/publish", body, asOperator(support))).status).toBe(403);
    expect((await t.post("/api/admin/announcements/publish", body, { token: member.token })).status).toBe(401);
    expect((await t.post("/api/admin/announcements/publish", body)).status).toBe(401);
    expect((await t.get("/api/admin/announcements", { token: member.token })).status).toBe(401);
    const noEnglish = await t.post("/api/admin/announcements/publish", { texts: { de: { title: "Hallo", body: "Welt" } } }, asOperator(admin));
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.msg).toBe("The English text of an announcement is required.");
    for (const bad of [{ texts: { en: { title: "t", body: "x".repeat(2001) } } }, { texts: { xx: { title: "", body: "y" }, en: { title: "", body: "y" } } }, { texts: [] }, {}]) {
      expect((await t.post("/api/admin/announcements/publish", bad, asOperator(admin))).status).toBe(400);
    }
    expect(await t.database.db.selectFrom("audit_log").select("id").where("action", "=", "announcement.publish").execute()).toHaveLength(1);
  });
});
