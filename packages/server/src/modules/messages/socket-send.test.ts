import type { SendAck, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { connectWs } from "../../testing/ws-client.js";

const ackOf = (id: string) => (f: ServerFrame): f is SendAck => f.type === "sendAck" && f.id === id;
const isMessage = (f: ServerFrame): f is Extract<ServerFrame, { type: "message" }> => f.type === "message";

describe.each(testDatabases)("sending over the open socket on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let a: TestUser;
  let b: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    a = await addUser(t, "Anna");
    b = await addUser(t, "Boris");
    stranger = await addUser(t, "Stranger");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  it("stores the message, acknowledges it with the HTTP reply and delivers it; a retry answers the same message", async () => {
    const [sa, sb] = await Promise.all([connectWs(url), connectWs(url)]);
    await sa.auth(a.token);
    await sb.auth(b.token);
    const data = { toUserId: b.id, messageType: "txt", content: "over the socket", clientMsgId: "socket-send-0001" };
    sa.send({ type: "send", id: "r1", data });
    const ack = (await sa.next(ackOf("r1"))) as SendAck;
    expect(ack).toMatchObject({ code: 200, data: { message: { msg: "over the socket", fromUserId: a.id, toUserId: b.id, clientMsgId: "socket-send-0001" } } });
    const arrived = (await sb.next(isMessage)) as Extract<ServerFrame, { type: "message" }>;
    expect(arrived.data.id).toBe(ack.data?.messageId);
    // The same clientMsgId again, over the socket and over HTTP: the first message, nothing new.
    sa.send({ type: "send", id: "r2", data });
    expect(((await sa.next(ackOf("r2"))) as SendAck).data?.messageId).toBe(ack.data?.messageId);
    const http = await t.post<{ messageId: string }>("/api/message/send", data, { token: a.token });
    expect(http.body.data.messageId).toBe(ack.data?.messageId);
    const history = await t.get<{ messages: unknown[] }>(`/api/message/history?userId=${b.id}`, { token: a.token });
    expect(history.body.data.messages).toHaveLength(1);
    sa.close();
    sb.close();
  });

  it("refuses what HTTP refuses, with the same code, and a send before the socket is signed in", async () => {
    const s = await connectWs(url);
    s.send({ type: "send", id: "early", data: { toUserId: b.id, messageType: "txt", content: "too early", clientMsgId: "socket-send-early" } });
    expect(await s.next(ackOf("early"))).toMatchObject({ code: 401, data: null });
    await s.auth(stranger.token);
    s.send({ type: "send", id: "r3", data: { toUserId: a.id, messageType: "txt", content: "hello?", clientMsgId: "socket-send-0002" } });
    const refused = (await s.next(ackOf("r3"))) as SendAck;
    const http = await t.post("/api/message/send", { toUserId: a.id, messageType: "txt", content: "hello?", clientMsgId: "socket-send-0003" }, { token: stranger.token });
    expect(refused).toMatchObject({ code: http.body.code, data: null });
    expect(refused.code).not.toBe(200);
    s.send({ type: "send", id: "r4", data: { toUserId: a.id, messageType: "txt", content: "no clientMsgId" } });
    expect(((await s.next(ackOf("r4"))) as SendAck).code).toBe(400);
    s.close();
  });

  it("words a refusal in the frame's locale, exactly as HTTP words it for the same Accept-Language", async () => {
    const s = await connectWs(url);
    await s.auth(stranger.token);
    const body = (n: number) => ({ toUserId: a.id, messageType: "txt", content: "hallo?", clientMsgId: `socket-send-de-${n}` });
    s.send({ type: "send", id: "de", data: body(1), locale: "de-DE,de;q=0.9" });
    const refused = (await s.next(ackOf("de"))) as SendAck;
    const http = await t.post("/api/message/send", body(2), { token: stranger.token, language: "de-DE,de;q=0.9" });
    const english = await t.post("/api/message/send", body(3), { token: stranger.token });
    expect(refused).toEqual({ type: "sendAck", id: "de", code: http.body.code, msg: http.body.msg, data: null });
    expect(refused.msg).not.toBe(english.body.msg);
    // Without a locale the frame is answered as a request without Accept-Language.
    s.send({ type: "send", id: "none", data: body(4) });
    expect(((await s.next(ackOf("none"))) as SendAck).msg).toBe(english.body.msg);
    s.close();
  });

  it("keeps one socket's sends in the order they were sent", async () => {
    const sa = await connectWs(url);
    await sa.auth(a.token);
    const ids = Array.from({ length: 10 }, (_, i) => `socket-order-${String(i).padStart(4, "0")}`);
    ids.forEach((clientMsgId, i) => sa.send({ type: "send", id: `o${i}`, data: { toUserId: b.id, messageType: "txt", content: `n${i}`, clientMsgId } }));
    for (let i = 0; i < ids.length; i++) expect(((await sa.next(ackOf(`o${i}`))) as SendAck).code).toBe(200);
    // History is newest first, in the conversation's own order (pair_seq).
    const history = await t.get<{ messages: Array<{ clientMsgId: string }> }>(`/api/message/history?userId=${b.id}&pageSize=20`, { token: a.token });
    const order = history.body.data.messages.map((m) => m.clientMsgId).filter((id) => id.startsWith("socket-order-"));
    expect(order).toEqual([...ids].reverse());
    sa.close();
  });
});
