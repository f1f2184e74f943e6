import type { HistoryPage, ServerFrame } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { readEvents } from "../../realtime/events.js";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { setUser } from "../../testing/wallet.js";
import { connectWs } from "../../testing/ws-client.js";
import { InProcessBus } from "../../realtime/bus.js";
import { markDelivered } from "./receipts.js";

const typingFrom = (userId: number) => (f: ServerFrame) => f.type === "typing" && f.data.userId === userId;

describe.each(testDatabases)("typing notices and read receipts on %s", (dialect) => {
  let t: TestApp;
  let url: string;
  let svip: TestUser;
  let plain: TestUser;
  let reader: TestUser;
  let stranger: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    svip = await addUser(t, "Sofia");
    plain = await addUser(t, "Paul");
    reader = await addUser(t, "Rita");
    stranger = await addUser(t, "Stan");
    await setUser(t, svip.id, { vip_level: 2, vip_expires_at: null });
    await makeFriends(t, svip, reader);
    await makeFriends(t, plain, reader);
  });
  afterAll(() => t.close());

  const send = (from: TestUser, to: TestUser, content: string) => {
    t.clock.advance(1000);
    return t.post<{ message: { time: number } }>("/api/message/send", { toUserId: to.id, messageType: "txt", content, clientMsgId: `receipts-${++n}-abcdefgh` }, { token: from.token });
  };
  const eventTypes = async (user: TestUser) => (await readEvents(t.database.db, user.id, 0, 1000)).map((e) => e.type);

  it("passes typing on between people who may talk, once per couple of seconds, and never to a stranger or across a block", async () => {
    const [toReader, fromSvip, fromStranger] = await Promise.all([connectWs(url), connectWs(url), connectWs(url)]);
    await toReader.auth(reader.token);
    await fromSvip.auth(svip.token);
    await fromStranger.auth(stranger.token);
    // A stranger may not message Rita, so their typing goes nowhere; Sofia's (a friend) arrives.
    fromStranger.send({ type: "typing", to: reader.id });
    fromSvip.send({ type: "typing", to: reader.id });
    fromSvip.send({ type: "typing", to: reader.id });
    expect(await toReader.next((f) => f.type === "typing")).toEqual({ type: "typing", data: { userId: svip.id } });
    t.clock.advance(2000);
    fromSvip.send({ type: "typing", to: reader.id });
    await toReader.next(typingFrom(svip.id));
    expect(toReader.frames.filter((f) => f.type === "typing").map((f) => f.type === "typing" && f.data.userId)).toEqual([svip.id, svip.id]);

    // Rita blocks Paul: his typing stops reaching her (a friend of hers otherwise).
    const fromPlain = await connectWs(url);
    await fromPlain.auth(plain.token);
    await t.database.db.insertInto("user_blocks").values({ user_id: reader.id, blocked_user_id: plain.id, created_at: t.clock.now() }).execute();
    fromPlain.send({ type: "typing", to: reader.id });
    t.clock.advance(2000);
    fromSvip.send({ type: "typing", to: reader.id });
    await toReader.next(typingFrom(svip.id));
    expect(toReader.frames.some(typingFrom(plain.id))).toBe(false);
    expect(toReader.frames.some(typingFrom(stranger.id))).toBe(false);
    await t.database.db.deleteFrom("user_blocks").where("user_id", "=", reader.id).execute();
    for (const s of [toReader, fromSvip, fromStranger, fromPlain]) s.close();
  });

  it("tells an SVIP sender Delivered and Read, live and in the history, and a non-SVIP sender nothing", async () => {
    const [sofia, rita] = await Promise.all([connectWs(url), connectWs(url)]);
    await sofia.auth(svip.token);
    await rita.auth(reader.token);
    const sent = (await send(svip, reader, "did you get this?")).body.data.message;
    await send(plain, reader, "and this?");
    // Rita's socket received Sofia's message: Sofia hears "delivered" up to its time.
    const delivered = await sofia.next((f) => f.type === "delivered");
    expect(delivered).toMatchObject({ type: "delivered", data: { userId: reader.id, peerUserId: svip.id, time: sent.time } });
    const before = await t.get<HistoryPage>(`/api/message/history?userId=${reader.id}`, { token: svip.token });
    expect(before.body.data.receipts).toEqual({ deliveredUpTo: sent.time, readUpTo: 0 });

    t.clock.advance(1000);
    expect((await t.post("/api/message/read", { userId: svip.id }, { token: reader.token })).status).toBe(200);
    expect((await t.post("/api/message/read", { userId: plain.id }, { token: reader.token })).status).toBe(200);
    expect(await sofia.next((f) => f.type === "read")).toMatchObject({ data: { userId: reader.id, peerUserId: svip.id, time: t.clock.now() } });
    const after = await t.get<HistoryPage>(`/api/message/history?userId=${reader.id}`, { token: svip.token });
    expect(after.body.data.receipts).toEqual({ deliveredUpTo: t.clock.now(), readUpTo: t.clock.now() });

    // Paul is not SVIP: no receipt of any kind over the wire, neither in his events nor his history.
    expect(await eventTypes(plain)).not.toContain("read");
    expect(await eventTypes(plain)).not.toContain("delivered");
    const plainHistory = await t.get<HistoryPage>(`/api/message/history?userId=${reader.id}`, { token: plain.token });
    expect(plainHistory.body.data).not.toHaveProperty("receipts");
    // Rita's own devices still hear that she read both.
    expect((await eventTypes(reader)).filter((type) => type === "read")).toHaveLength(2);
    sofia.close();
    rita.close();
  });

  it("marks a moment's deliveries together: each row moves forward only, and only an SVIP sender hears of it", async () => {
    const time = t.clock.now() + 60_000;
    const delivered = async () => (await eventTypes(svip)).filter((type) => type === "delivered").length;
    const before = await delivered();
    // Rita received from Sofia and from Paul; a mark older than Sofia's row (Sofia received from Rita at 0) moves nothing.
    await markDelivered({ database: t.database, clock: t.clock, bus: new InProcessBus() }, [
      { userId: reader.id, senderId: plain.id, time },
      { userId: svip.id, senderId: reader.id, time: 0 },
      { userId: reader.id, senderId: svip.id, time },
    ]);
    const rows = await t.database.db.selectFrom("conversations").select(["user_id", "peer_id", "delivered_at"]).where("user_id", "=", reader.id).where("peer_id", "in", [svip.id, plain.id]).execute();
    expect(rows.map((r) => Number(r.delivered_at))).toEqual([time, time]);
    expect(await delivered()).toBe(before + 1);
    expect(await eventTypes(plain)).not.toContain("delivered");
  });

  it("stops the receipts when the SVIP membership has run out", async () => {
    await setUser(t, svip.id, { vip_level: 2, vip_expires_at: t.clock.now() - 1 });
    const history = await t.get<HistoryPage>(`/api/message/history?userId=${reader.id}`, { token: svip.token });
    expect(history.body.data).not.toHaveProperty("receipts");
    const count = (await eventTypes(svip)).filter((type) => type === "read").length;
    await send(svip, reader, "still there?");
    t.clock.advance(1000);
    await t.post("/api/message/read", { userId: svip.id }, { token: reader.token });
    expect((await eventTypes(svip)).filter((type) => type === "read")).toHaveLength(count);
    await setUser(t, svip.id, { vip_level: 2, vip_expires_at: null });
  });
});
