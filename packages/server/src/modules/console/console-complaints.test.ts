import { randomUUID } from "node:crypto";
import type { ConsoleComplaint, ConsoleComplaintPage, SendMessageReply } from "@chat/protocol";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../../db/test-helpers.js";
import type { TestDatabase } from "../../db/test-helpers.js";
import { CLOSE } from "../../realtime/connection.js";
import { RedisBus } from "../../realtime/redis-bus.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { postMoment } from "../../testing/moments.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";
import { missing } from "../../testing/services.js";

const HOUR = 60 * 60_000;

describe.each(testDatabases)("complaints in the console on %s", (dialect) => {
  let t: TestApp;
  let op: string;
  let service: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    service = await addUser(t, "Customer Service", { is_service: 1 });
  });
  afterAll(() => t.close());
  // A fresh operator session for each test: some move the clock past a session's 8 hours.
  beforeEach(async () => {
    op = await loginOperator(t, await createOperator(t, { role: "support" }));
  });

  const send = (from: TestUser, to: TestUser, content: string) =>
    t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: `c-${++n}-abcdefgh` }, { token: from.token });
  const complain = (from: TestUser, about: TestUser, extra: Record<string, unknown> = {}) =>
    t.post("/api/complain/add_complain", { type: 1, notes: "rude", beComplainedAccount: String(about.id + 100_000), ...extra }, { token: from.token });
  const queue = (query = "") => t.get<ConsoleComplaintPage>(`/api/admin/complaints${query}`, asOperator(op));
  const act = (complaintId: number, action: string, extra: Record<string, unknown> = {}) =>
    t.post<ConsoleComplaint>("/api/admin/complaints/action", { complaintId, action, ...extra }, asOperator(op));
  const audit = (complaintId: number) => t.database.db.selectFrom("audit_log").selectAll().where("target_type", "=", "complaint").where("target_id", "=", String(complaintId)).execute();

  async function pair() {
    const reporter = await addUser(t, "Reporter");
    const reported = await addUser(t, "Reported");
    await makeFriends(t, reporter, reported);
    return { reporter, reported };
  }

  it("keeps the message as sent, even after its sender recalls it, and shows it newest first", async () => {
    const { reporter, reported } = await pair();
    await send(reporter, reported, "hello");
    const bad = await send(reported, reporter, "something hateful");
    expect((await complain(reporter, reported, { messageId: bad.body.data.messageId })).status).toBe(200);
    await t.post("/api/message/recall", { messageId: bad.body.data.messageId }, { token: reported.token });
    await t.database.db.updateTable("users").set({ nickname: "Renamed" }).where("id", "=", reported.id).execute();

    const page = await queue(`?userId=${reported.id}`);
    expect(page.status).toBe(200);
    const [complaint] = page.body.data.records;
    expect(complaint).toMatchObject({ about: "message", status: "open", reason: { id: 1 }, notes: "rude", reporter: { id: reporter.id }, reported: { id: reported.id, nickname: "Renamed" } });
    expect(complaint?.snapshot?.profile.nickname).toBe("Reported");
    expect(complaint?.snapshot?.message).toMatchObject({ text: "something hateful", fromUserId: reported.id, recalled: false });
    expect(complaint?.snapshot?.conversation.map((m) => m.text)).toEqual(["hello", "something hateful"]);

    const other = await pair();
    await complain(other.reporter, other.reported);
    const all = await queue();
    expect(all.body.data.records[0]?.reported.id).toBe(other.reported.id);
    expect(all.body.data.records.map((r) => r.id)).toEqual([...all.body.data.records.map((r) => r.id)].sort((a, b) => b - a));
    expect((await queue("?reason=2")).body.data.records.every((r) => r.reason.id === 2)).toBe(true);
  });

  it("refuses a complaint about a message the reported user did not send the caller", async () => {
    const { reporter, reported } = await pair();
    const own = await send(reporter, reported, "mine");
    expect((await complain(reporter, reported, { messageId: own.body.data.messageId })).status).toBe(404);
    expect((await complain(reporter, reported, { messageId: "0".repeat(32) })).status).toBe(404);
  });

  it("dismisses, and warns with a message from customer service in the user's language", async () => {
    const { reporter, reported } = await pair();
    await t.database.db.updateTable("users").set({ language: "de" }).where("id", "=", reported.id).execute();
    await complain(reporter, reported);
    const [first] = (await queue(`?userId=${reported.id}`)).body.data.records;
    const dismissed = await act(first?.id ?? 0, "dismiss");
    expect(dismissed.body.data).toMatchObject({ status: "dismissed", handledBy: expect.stringContaining("@ops.example.com") as string });
    expect((await queue(`?userId=${reported.id}`)).body.data.records).toEqual([]);
    expect((await queue(`?userId=${reported.id}&status=handled`)).body.data.total).toBe(1);

    await act(first?.id ?? 0, "warn");
    const notice = await t.database.db.selectFrom("messages").select("content").where("from_user_id", "=", service.id).where("to_user_id", "=", reported.id).executeTakeFirstOrThrow();
    expect(notice.content).toMatch(/^Wir haben Meldungen/);
    expect((await audit(first?.id ?? 0)).map((a) => a.action)).toEqual(["complaint.dismiss", "complaint.warn"]);
  });

  it("hides the reported message for both users and the reported moment from everyone", async () => {
    const { reporter, reported } = await pair();
    const bad = await send(reported, reporter, "spam link");
    await complain(reporter, reported, { messageId: bad.body.data.messageId });
    const [complaint] = (await queue(`?userId=${reported.id}`)).body.data.records;
    expect((await act(complaint?.id ?? 0, "hide")).body.data.status).toBe("hidden");
    const history = await t.get<{ list: { msg: string; recalled: boolean }[] }>(`/api/message/history?userId=${reported.id}`, { token: reporter.token });
    expect(JSON.stringify(history.body.data)).not.toContain("spam link");

    const moment = await postMoment(t, reported.token, "a hateful moment");
    await complain(reporter, reported, { dynamicId: moment.id });
    const [aboutMoment] = (await queue(`?userId=${reported.id}`)).body.data.records;
    expect(aboutMoment?.snapshot?.moment?.text).toBe("a hateful moment");
    await act(aboutMoment?.id ?? 0, "hide");
    expect((await t.get(`/api/dynamic/dynamic-info?id=${moment.id}`, { token: reporter.token })).status).toBe(404);

    const mine = await send(reporter, reported, "my own words");
    const theirs = await send(reported, reporter, "more abuse");
    await complain(reporter, reported);
    const [aboutUser] = (await queue(`?userId=${reported.id}`)).body.data.records;
    expect((await act(aboutUser?.id ?? 0, "hide")).status).toBe(400);
    // Only one of the reported user's messages in the complaint's copy of the conversation.
    expect((await act(aboutUser?.id ?? 0, "hide", { messageId: mine.body.data.messageId })).status).toBe(400);
    expect(await audit(aboutUser?.id ?? 0)).toEqual([]);
    expect((await act(aboutUser?.id ?? 0, "hide", { messageId: theirs.body.data.messageId })).status).toBe(200);
    const stored = await t.database.db.selectFrom("messages").select(["recalled_at", "content"]).where("id", "=", theirs.body.data.messageId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ recalled_at: t.clock.now(), content: "" });
    expect(JSON.parse((await audit(aboutUser?.id ?? 0))[0]?.after ?? "{}")).toMatchObject({ hidden: { message: theirs.body.data.messageId } });
  });

  it("suspends: sessions end at once, login says until when in the user's language, and works again after", async () => {
    const { reporter, reported } = await pair();
    await complain(reporter, reported);
    const [complaint] = (await queue(`?userId=${reported.id}`)).body.data.records;
    expect((await act(complaint?.id ?? 0, "suspend")).status).toBe(400);
    const done = await act(complaint?.id ?? 0, "suspend", { hours: 24 });
    expect(done.body.data.reported.suspendedUntil).toBe(t.clock.now() + 24 * HOUR);
    expect((await t.get("/api/account/my-info", { token: reported.token })).status).toBe(401);
    const refused = await t.post("/api/account/login", { account: reported.email, password: reported.password }, { ip: t.nextIp(), language: "en" });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/^Your account is suspended until .*2\d{3}.*UTC\.$/);
    const german = await t.post("/api/account/login", { account: reported.email, password: reported.password }, { ip: t.nextIp(), language: "de" });
    expect(german.body.msg).toMatch(/^Dein Konto ist bis .* gesperrt\.$/);
    // A wrong password learns nothing of the suspension.
    expect((await t.post("/api/account/login", { account: reported.email, password: "wrong-pass1" }, { ip: t.nextIp() })).body.msg).toBe("Wrong account or password.");
    t.clock.advance(24 * HOUR);
    expect((await t.post("/api/account/login", { account: reported.email, password: reported.password }, { ip: t.nextIp() })).status).toBe(200);
    const [entry] = await audit(complaint?.id ?? 0);
    expect(JSON.parse(entry?.after ?? "{}")).toMatchObject({ status: "suspended", userId: reported.id });
    expect(JSON.parse(entry?.before ?? "{}")).toMatchObject({ status: "open", suspendedUntil: null });
  });

  it("bans until an operator lifts it", async () => {
    const { reporter, reported } = await pair();
    await complain(reporter, reported);
    const [complaint] = (await queue(`?userId=${reported.id}`)).body.data.records;
    await act(complaint?.id ?? 0, "ban");
    t.clock.advance(365 * 24 * HOUR);
    op = await loginOperator(t, await createOperator(t));
    const refused = await t.post("/api/account/login", { account: reported.email, password: reported.password }, { ip: t.nextIp() });
    expect(refused.body).toMatchObject({ code: 403, msg: "Your account has been banned for breaking the community rules.", data: { banned: true } });
    expect((await t.post("/api/admin/users/restore", { userId: reported.id }, asOperator(op))).status).toBe(200);
    expect((await t.post("/api/account/login", { account: reported.email, password: reported.password }, { ip: t.nextIp() })).status).toBe(200);
  });

  it("refuses unknown complaints and bad actions", async () => {
    expect((await act(999_999, "dismiss")).status).toBe(404);
    expect((await act(1, "delete")).status).toBe(400);
    expect((await act(1, "suspend", { hours: 0 })).status).toBe(400);
    expect((await queue("?status=closed")).status).toBe(400);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(missing(import.meta, "redis")).each(testDatabases)("a ban across two server processes on %s", (dialect) => {
  let database: TestDatabase;
  let busA: RedisBus;
  let busB: RedisBus;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const channel = `chat:test:${randomUUID()}`;
    busA = await RedisBus.connect(REDIS_URL ?? "", { channel, rosterEveryMs: 1000, log: () => undefined });
    busB = await RedisBus.connect(REDIS_URL ?? "", { channel, rosterEveryMs: 1000, log: () => undefined });
    a = await createTestApp(dialect, { database, bus: busA });
    b = await createTestApp(dialect, { database, bus: busB, clock: a.clock });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await busA?.close();
    await busB?.close();
    await database?.dispose();
  });

  it("closes the banned user's socket held by the other process at once", async () => {
    const reporter = await addUser(a, "Reporter");
    const reported = await addUser(a, "Reported");
    const url = await a.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await connectWs(url);
    await socket.auth(reported.token);
    await a.post("/api/complain/add_complain", { type: 1, notes: "", beComplainedAccount: String(reported.id + 100_000) }, { token: reporter.token });
    const op = await loginOperator(b, await createOperator(b, { role: "admin" }));
    const [complaint] = (await b.get<ConsoleComplaintPage>("/api/admin/complaints", asOperator(op))).body.data.records;
    expect((await b.post("/api/admin/complaints/action", { complaintId: complaint?.id, action: "ban" }, asOperator(op))).status).toBe(200);
    expect(await socket.closed).toBe(CLOSE.authFailed);
  });
});
