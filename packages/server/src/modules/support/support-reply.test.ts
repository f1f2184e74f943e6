import type { Conversation, HistoryPage, ServerFrame, SupportThread, SupportTranslation } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { asOperator, createOperator, loginOperator } from "../../testing/console.js";
import { testPng } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { replyAs, threadOf, writeToService } from "../../testing/support.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { FakeTranslator, balanceOf, credit, setUser } from "../../testing/wallet.js";
import { connectWs } from "../../testing/ws-client.js";

type MessageFrame = Extract<ServerFrame, { type: "message" }>;
const isMessage = (f: ServerFrame): f is MessageFrame => f.type === "message";

describe.each(testDatabases)("replying as customer service on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let service: TestUser;
  let support: string;
  let admin: string;
  const translator = new FakeTranslator();
  beforeAll(async () => {
    t = await createTestApp(dialect, { translator });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    service = await addUser(t, "Customer service", { is_service: 1 });
    support = await loginOperator(t, await createOperator(t, { role: "support" }));
    admin = await loginOperator(t, await createOperator(t, { role: "admin" }));
  });
  afterAll(() => t.close());

  const recent = async (m: TestUser) => (await t.post<Conversation[]>("/api/message/user-session-list", {}, { token: m.token })).body.data.find((c) => c.userId === service.id);
  const ledgerSize = async () => (await t.database.db.selectFrom("ledger_entries").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n;

  it("reaches the member's open panel as an ordinary message from customer service, with the unread badge", async () => {
    const member = await addUser(t, "Asker");
    await writeToService(t, member, service, "Is anyone there?");
    const socket = await connectWs(url);
    await socket.auth(member.token);
    const res = await replyAs(t, support, member.id, "Yes, we are here.");
    expect(res.status).toBe(200);
    expect(res.body.data.message).toMatchObject({ type: "txt", msg: "Yes, we are here.", fromUserId: service.id, toUserId: member.id });
    const got = (await socket.next(isMessage)) as MessageFrame;
    expect(got.data).toMatchObject({ id: res.body.data.message.id, msg: "Yes, we are here.", fromUserId: service.id });
    socket.close();
    expect(await recent(member)).toMatchObject({ userType: "service", unread_num: 1, lastMessage: { msg: "Yes, we are here." } });
    await replyAs(t, support, member.id, "How can we help?");
    expect((await recent(member))?.unread_num).toBe(2);
    const history = (await t.get<HistoryPage>(`/api/message/history?userId=${service.id}`, { token: member.token })).body.data.messages;
    expect(history.map((m) => m.msg)).toEqual(["How can we help?", "Yes, we are here.", "Is anyone there?"]);
  });

  it("answers a retry with the first reply, and refuses text that is blank, too long or another member's", async () => {
    const member = await addUser(t, "Retrier");
    await writeToService(t, member, service);
    const body = { memberId: member.id, messageType: "txt", content: "Once only", clientMsgId: "support-retry-0001" };
    const first = await t.post<{ message: { id: string } }>("/api/admin/support/reply", body, asOperator(support));
    const again = await t.post<{ message: { id: string } }>("/api/admin/support/reply", body, asOperator(support));
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect(await t.database.db.selectFrom("messages").select("id").where("client_msg_id", "=", "support-retry-0001").execute()).toHaveLength(1);
    expect((await replyAs(t, support, member.id, " \u200b")).status).toBe(400);
    expect((await replyAs(t, support, member.id, "a".repeat(1001))).body.msg).toBe("A message can have at most 1000 characters.");
    // Someone who never wrote has no thread to answer.
    expect((await replyAs(t, support, (await addUser(t, "Silent")).id, "Hi")).status).toBe(404);
  });

  it("sends a picture the console uploaded, and no one else's", async () => {
    const member = await addUser(t, "Picture fan");
    await writeToService(t, member, service);
    const upload = async (headers: Record<string, string>) => {
      const boundary = "----support";
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), await testPng(64, 64), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return t.app.inject({ method: "POST", url: "/api/admin/support/upload", headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    };
    const uploaded = await upload({ "x-operator-token": support });
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = uploaded.json<{ data: { url: string } }>().data.url;
    expect(imageUrl).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    expect((await upload({ authorization: `Bearer ${member.token}` })).statusCode).toBe(401);
    const sent = await replyAs(t, support, member.id, "", { messageType: "img", imageUrl });
    expect(sent.body.data.message).toMatchObject({ type: "img", url: imageUrl });
    // The member's own upload is not the console's to send.
    const own = await t.app.inject({
      method: "POST",
      url: "/api/file/upload",
      headers: { authorization: `Bearer ${member.token}`, "content-type": "multipart/form-data; boundary=x" },
      payload: Buffer.concat([Buffer.from(`--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), await testPng(64, 64), Buffer.from(`\r\n--x--\r\n`)]),
    });
    const foreign = own.json<{ data: { url: string } }>().data.url;
    expect((await replyAs(t, support, member.id, "", { messageType: "img", imageUrl: foreign })).status).toBe(400);
  });

  it("marks the service side read, which an SVIP member sees as read", async () => {
    const member = await addUser(t, "Svip");
    await setUser(t, member.id, { vip_level: 2, vip_expires_at: null });
    await writeToService(t, member, service, "one");
    await writeToService(t, member, service, "two");
    expect((await threadOf(t, support, member.id))?.unread).toBe(2);
    const socket = await connectWs(url);
    await socket.auth(member.token);
    const read = await t.post<SupportThread>("/api/admin/support/read", { memberId: member.id }, asOperator(support));
    expect(read.body.data.unread).toBe(0);
    expect(await socket.next((f) => f.type === "read")).toMatchObject({ data: { userId: service.id, peerUserId: member.id } });
    socket.close();
  });

  it("translates a member's message for the operator and a reply for the member, charging no one", async () => {
    const member = await addUser(t, "Hablante");
    await setUser(t, member.id, { language: "es", languages: "es" });
    await credit(t, member.id, { gold_coin: 10 });
    const asked = await writeToService(t, member, service, "Buenos días, no encuentro mis monedas de oro.");
    const ledger = await ledgerSize();
    const before = [await balanceOf(t, member.id), await balanceOf(t, service.id)];
    const translated = await t.post<SupportTranslation>("/api/admin/support/translate", { memberId: member.id, messageId: asked.body.data.messageId, to: "en" }, asOperator(support));
    expect(translated.body.data).toEqual({ text: "[es>en] BUENOS DÍAS, NO ENCUENTRO MIS MONEDAS DE ORO.", from: "es", to: "en", engine: "fake" });
    const reply = await replyAs(t, support, member.id, "Your coins are safe, we are looking into it.", { toLanguage: "es" });
    expect(reply.body.data.translateResult).toMatchObject({ translateSuccess: true, translatedMessage: "[en>es] YOUR COINS ARE SAFE, WE ARE LOOKING INTO IT." });
    const history = (await t.get<HistoryPage>(`/api/message/history?userId=${service.id}`, { token: member.token })).body.data.messages;
    expect(history[0]?.ext).toMatchObject({ toLanguage: "es", translation: "[en>es] YOUR COINS ARE SAFE, WE ARE LOOKING INTO IT." });
    expect([await balanceOf(t, member.id), await balanceOf(t, service.id)]).toEqual(before);
    expect(await ledgerSize()).toBe(ledger);
    expect(await t.database.db.selectFrom("translate_records").select("id").where("user_id", "in", [member.id, service.id]).execute()).toEqual([]);
    // Only a message of this member's conversation with customer service.
    const other = await addUser(t, "Other");
    await writeToService(t, other, service, "Hola");
    const path = "/api/admin/support/translate";
    expect((await t.post(path, { memberId: other.id, messageId: asked.body.data.messageId, to: "en" }, asOperator(support))).status).toBe(404);
    expect((await t.post(path, { memberId: member.id, messageId: "0".repeat(32), to: "en" }, asOperator(support))).status).toBe(404);
  });

  it("refuses a member who blocked customer service", async () => {
    const member = await addUser(t, "Blocker");
    await writeToService(t, member, service);
    expect((await t.post("/api/user/block", { userId: service.id }, { token: member.token })).status).toBe(200);
    expect((await replyAs(t, support, member.id, "Still there?")).status).toBe(403);
  });

  it("lets an operator send 100 replies in 10 seconds, then answers 429 with when to retry", async () => {
    const member = await addUser(t, "Busy");
    await writeToService(t, member, service);
    for (let i = 0; i < 100; i++) expect((await replyAs(t, admin, member.id, `reply ${i}`)).status).toBe(200);
    const refused = await replyAs(t, admin, member.id, "one too many");
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe("Too many attempts. Please try again later.");
    expect(refused.headers["retry-after"]).toBeDefined();
    // Another operator is not held back, and the window passes.
    expect((await replyAs(t, support, member.id, "from a colleague")).status).toBe(200);
    t.clock.advance(10_001);
    expect((await replyAs(t, admin, member.id, "again")).status).toBe(200);
  });
});
