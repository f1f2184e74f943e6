import type { Conversation, HistoryPage, SendMessageReply, ServiceAccount } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("messages on %s", (dialect) => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    a = await addUser(t, "Amy");
    b = await addUser(t, "Bill");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: { id: number }, body: Record<string, unknown>) => {
    t.clock.advance(1);
    return t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", clientMsgId: `m-${++n}-abcdefgh`, ...body }, { token: from.token });
  };

  it("answers a retry with the first message, and refuses another message under a used clientMsgId (409)", async () => {
    const body = { toUserId: b.id, messageType: "txt", content: "See you at eight", clientMsgId: "reuse-key-0001" };
    const first = await t.post<SendMessageReply>("/api/message/send", body, { token: a.token });
    expect(first.status).toBe(200);
    expect((await t.post<SendMessageReply>("/api/message/send", body, { token: a.token })).body.data.messageId).toBe(first.body.data.messageId);
    for (const other of [{ ...body, content: "See you at nine" }, { ...body, toUserId: a.id + b.id + 1_000 }]) {
      const reused = await t.post("/api/message/send", other, { token: a.token });
      expect(reused.status).toBe(409);
      expect(reused.body.msg).toBe("This request id was already used for a different request. Nothing was done.");
    }
    const history = (await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token })).body.data.messages;
    expect(history.filter((m) => m.clientMsgId === "reuse-key-0001").map((m) => m.msg)).toEqual(["See you at eight"]);
  });

  it("validates text: blank and over 1000 characters refused, 1000 emoji accepted", async () => {
    expect((await send(a, b, { content: " \u3000\u200b" })).body.msg).toBe("Blank messages cannot be sent.");
    expect((await send(a, b, { content: "a".repeat(1001) })).body.msg).toBe("A message can have at most 1000 characters.");
    expect((await send(a, b, { content: "👍🏽".repeat(1000) })).status).toBe(200);
  });

  it("pages history newest first with a stable cursor and honours delete-history", async () => {
    const c = await addUser(t, "Cleo");
    await makeFriends(t, a, c);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await send(a, c, { content: `m${i}` })).body.data.messageId);
    const first = await t.get<HistoryPage>(`/api/message/history?userId=${a.id}&pageSize=2`, { token: c.token });
    expect(first.body.data.messages.map((m) => m.id)).toEqual([ids[4], ids[3]]);
    await send(c, a, { content: "new one" });
    const second = await t.get<HistoryPage>(`/api/message/history?userId=${a.id}&pageSize=2&cursor=${first.body.data.nextCursor}`, { token: c.token });
    expect(second.body.data.messages.map((m) => m.id)).toEqual([ids[2], ids[1]]);
    expect((await t.get(`/api/message/history?userId=${a.id}&cursor=garbage`, { token: c.token })).status).toBe(400);
    expect((await t.post("/api/message/delete-history", { userId: a.id }, { token: c.token })).status).toBe(200);
    expect((await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: c.token })).body.data.messages).toEqual([]);
    expect((await t.get<HistoryPage>(`/api/message/history?userId=${c.id}`, { token: a.token })).body.data.messages).toHaveLength(6);
  });

  it("lists conversations with unread counts; read zeroes them; delete-conversation hides until a new message", async () => {
    const d = await addUser(t, "Dora");
    await makeFriends(t, d, b);
    await send(d, b, { content: "one" });
    await send(d, b, { content: "two" });
    const list = async () => (await t.post<Conversation[]>("/api/message/user-session-list", {}, { token: b.token })).body.data;
    expect((await list()).find((c) => c.userId === d.id)).toMatchObject({ unread_num: 2, nickname: "Dora", userType: "user", lastMessage: { msg: "two" } });
    await t.post("/api/message/read", { userId: d.id }, { token: b.token });
    expect((await list()).find((c) => c.userId === d.id)?.unread_num).toBe(0);
    await t.post("/api/message/delete-conversation", { userId: d.id }, { token: b.token });
    expect((await list()).find((c) => c.userId === d.id)).toBeUndefined();
    await send(d, b, { content: "three" });
    expect((await list()).find((c) => c.userId === d.id)).toMatchObject({ unread_num: 1 });
  });

  it("lets everyone talk to customer service, and strangers to nobody", async () => {
    const service = await addUser(t, "Customer Service", { is_service: 1 });
    const s = await addUser(t, "Stan");
    expect((await t.get<ServiceAccount>("/api/service/im-account", { token: s.token })).body.data).toMatchObject({ userId: service.id });
    expect((await send(s, service, { content: "help" })).status).toBe(200);
    expect((await send(service, s, { content: "hello" })).status).toBe(200);
    const refused = await send(s, a, { content: "hi" });
    expect(refused.status).toBe(403);
  });

  it("numbers a user's events 1, 2, 3… without gaps under concurrent sends", async () => {
    const e = await addUser(t, "Eve");
    const f = await addUser(t, "Finn");
    const g = await addUser(t, "Gus");
    await makeFriends(t, e, g);
    await makeFriends(t, f, g);
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? e : f, g, { content: `c${i}` })));
    const seqs = (await t.database.db.selectFrom("events").select("seq").where("user_id", "=", g.id).orderBy("seq").execute()).map((r) => Number(r.seq));
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("uploads an image (re-encoded, served with nosniff) and sends it; others' uploads are refused", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } }).png().toBuffer();
    const boundary = "----test" + n;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (token: string, body: Buffer) =>
      t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload: body });
    const res = await upload(a.token, payload);
    expect(res.statusCode).toBe(200);
    const url = res.json<{ data: { url: string } }>().data.url;
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    const file = await t.app.inject({ method: "GET", url });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect((await t.app.inject({ method: "GET", url: "/files/0123456789abcdef0123456789abcdef.png" })).statusCode).toBe(404);
    expect((await send(a, b, { messageType: "img", imageUrl: url })).body.data.message).toMatchObject({ type: "img", url });
    expect((await send(b, a, { messageType: "img", imageUrl: url })).status).toBe(400);
    const text = Buffer.from(payload.toString("latin1").replace(png.toString("latin1"), "GIF89a not really"), "latin1");
    const bad = await upload(a.token, text);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toBe("Image format is wrong. Please choose a png, jpeg or gif image.");
  });
});
