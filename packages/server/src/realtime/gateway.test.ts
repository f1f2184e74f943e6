import type { ChatMessage, HistoryPage, SendMessageReply, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../db/test-helpers.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { connectWs } from "../testing/ws-client.js";
import { CLOSE } from "./connection.js";

const isMessage = (f: ServerFrame): f is Extract<ServerFrame, { type: "message" }> => f.type === "message";

describe.each(testDatabases)("real-time gateway over real WebSockets on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let a: TestUser;
  let b: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { allowedOrigins: ["https://partner.example"] }, gateway: { authTimeoutMs: 2000 } });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    a = await addUser(t, "Anna");
    b = await addUser(t, "Boris");
    await makeFriends(t, a, b);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: TestUser, content: string, clientMsgId = `cmid-${Date.now()}-${++n}`) => {
    t.clock.advance(1);
    return t.post<SendMessageReply>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId }, { token: from.token });
  };

  it("delivers A's message to B in real time, and to A's other socket", async () => {
    const sb = await connectWs(url);
    const sa = await connectWs(url);
    const readyB = await sb.auth(b.token);
    await sa.auth(a.token);
    const res = await send(a, b, "Hello Boris");
    expect(res.status).toBe(200);
    const got = await sb.next(isMessage);
    expect(got).toMatchObject({ type: "message", seq: readyB.seq + 1, data: { id: res.body.data.messageId, msg: "Hello Boris", fromUserId: a.id, toUserId: b.id } });
    expect(((await sa.next(isMessage)) as Extract<ServerFrame, { type: "message" }>).data).toMatchObject({ id: res.body.data.messageId });
    sa.close();
    sb.close();
  });

  it("a retried send with the same clientMsgId yields one message", async () => {
    const sb = await connectWs(url);
    await sb.auth(b.token);
    const first = await send(a, b, "only once", "retry-key-0001");
    const again = await send(a, b, "only once", "retry-key-0001");
    expect(again.body.data.messageId).toBe(first.body.data.messageId);
    const both = await Promise.all([send(a, b, "race", "retry-key-0002"), send(a, b, "race", "retry-key-0002")]);
    expect(both[0].body.data.messageId).toBe(both[1].body.data.messageId);
    await sb.next((f) => isMessage(f) && f.data.clientMsgId === "retry-key-0002");
    await new Promise((r) => setTimeout(r, 100));
    const ids = sb.frames.filter(isMessage).map((f) => f.data.clientMsgId);
    expect(ids.filter((id) => id === "retry-key-0001")).toHaveLength(1);
    expect(ids.filter((id) => id === "retry-key-0002")).toHaveLength(1);
    const stored = await t.database.db.selectFrom("messages").select("id").where("client_msg_id", "like", "retry-key-%").execute();
    expect(stored).toHaveLength(2);
    sb.close();
  });

  it("replays exactly what B missed, in order, once, then goes live", async () => {
    const sb = await connectWs(url);
    const { seq: lastSeq } = await sb.auth(b.token);
    sb.close();
    await sb.closed;
    const sent: string[] = [];
    for (const text of ["one", "two", "three"]) sent.push((await send(a, b, text)).body.data.messageId);
    const again = await connectWs(url);
    // A fourth message races the replay: it must come once, after the three.
    again.send({ type: "auth", token: b.token, lastSeq });
    const racing = send(a, b, "four");
    const ready = await again.next((f) => f.type === "ready");
    sent.push((await racing).body.data.messageId);
    const four = (f: ServerFrame) => isMessage(f) && f.data.msg === "four";
    // It may come in the replay (before ready) or live (after).
    if (!again.frames.some(four)) await again.next(four);
    await new Promise((r) => setTimeout(r, 100));
    const events = again.frames.filter((f) => "seq" in f && f.type !== "ready") as Array<{ seq: number }>;
    expect(events.map((f) => f.seq)).toEqual(events.map((_, i) => lastSeq + 1 + i));
    expect(again.frames.filter(isMessage).map((f) => f.data.id)).toEqual(sent);
    expect(ready.type === "ready" && ready.seq).toBeGreaterThanOrEqual(lastSeq + 3);
    again.close();
  });

  it("starts a client whose lastSeq is ahead of the server (a first connection) from now, without replay", async () => {
    await send(a, b, "before the first connection");
    const fresh = await connectWs(url);
    fresh.send({ type: "auth", token: b.token, lastSeq: Number.MAX_SAFE_INTEGER });
    const ready = await fresh.next((f) => f.type === "ready");
    expect(fresh.frames.filter(isMessage)).toHaveLength(0);
    await send(a, b, "after");
    const live = await fresh.next(isMessage);
    expect(live.type === "message" && live.data.msg).toBe("after");
    expect("seq" in live && ready.type === "ready" && live.seq).toBe(ready.type === "ready" ? ready.seq + 1 : -1);
    fresh.close();
  });

  it("recall: the wrong user fails, the sender in time reaches B and history shows it recalled", async () => {
    const sb = await connectWs(url);
    await sb.auth(b.token);
    const { messageId } = (await send(a, b, "oops")).body.data;
    const wrong = await t.post("/api/message/recall", { messageId }, { token: b.token });
    expect(wrong.status).toBe(403);
    const res = await t.post("/api/message/recall", { messageId }, { token: a.token });
    expect(res.body).toMatchObject({ code: 200, msg: "Recall succeeded" });
    const recall = await sb.next((f) => f.type === "recall");
    expect(recall).toMatchObject({ type: "recall", data: { messageId, fromUserId: a.id, toUserId: b.id } });
    const history = await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token });
    const shown = history.body.data.messages.find((m: ChatMessage) => m.id === messageId);
    expect(shown).toMatchObject({ recalled: true, msg: "", url: null });
    // A replay from zero never brings the text back.
    const replay = await connectWs(url);
    await replay.auth(b.token, 0);
    expect(JSON.stringify(replay.frames)).not.toContain("oops");
    replay.close();
    sb.close();
  });

  it("refuses a recall past the limit", async () => {
    const { messageId } = (await send(a, b, "late")).body.data;
    t.clock.advance(t.config.recallLimitMs + 1);
    const res = await t.post("/api/message/recall", { messageId }, { token: a.token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("Beyond the recall time, cannot be recalled");
  });

  it("login elsewhere sends conflict, closes the socket, and the old token gets 401", async () => {
    const c = await addUser(t, "Carla");
    const sc = await connectWs(url);
    await sc.auth(c.token);
    const fresh = await t.login(c.email, c.password);
    expect((await sc.next((f) => f.type === "conflict")).type).toBe("conflict");
    expect(await sc.closed).toBe(CLOSE.conflict);
    expect((await t.get("/api/account/my-info", { token: c.token })).status).toBe(401);
    expect((await t.get("/api/account/my-info", { token: fresh })).status).toBe(200);
    const old = await connectWs(url);
    old.send({ type: "auth", token: c.token, lastSeq: 0 });
    expect(await old.closed).toBe(CLOSE.authFailed);
  });

  it("closes a socket that sends a frame over 64 KB", async () => {
    const s = await connectWs(url);
    await s.auth(a.token);
    s.send("x".repeat(65 * 1024));
    expect(await s.closed).toBe(1009);
  });

  it("refuses a foreign origin and accepts our own and the allowed partner", async () => {
    await expect(connectWs(url, { origin: "https://evil.example" })).rejects.toThrow("HTTP 403");
    const own = await connectWs(url, { origin: url });
    own.close();
    const partner = await connectWs(url, { origin: "https://partner.example" });
    partner.close();
  });

  it("closes a socket that does not authenticate in time, or floods", async () => {
    const idle = await connectWs(url);
    expect(await idle.closed).toBe(CLOSE.authTimeout);
    const flood = await connectWs(url);
    await flood.auth(a.token);
    for (let i = 0; i < 50; i++) flood.send({ type: "ping" });
    expect(await flood.closed).toBe(CLOSE.flood);
  });
});
