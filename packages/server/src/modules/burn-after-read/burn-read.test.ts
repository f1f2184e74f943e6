import type { BurnReadReply, HistoryPage, SendMessageReply, ServerEvent } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, makeFriends } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { balanceOf, credit, setUser } from "../../testing/wallet.js";
import { startTestS3, storeCases } from "../../storage/test-s3.js";
import type { TestS3 } from "../../storage/test-s3.js";

describe.each(storeCases)("burn-after-read on %s, uploads on %s", (dialect, store) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let n = 0;
  beforeAll(async () => {
    s3 = store === "s3" ? await startTestS3() : undefined;
    t = await createTestApp(dialect, s3 ? { config: { s3: s3.settings } } : {});
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  async function upload(user: TestUser): Promise<string> {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } }).png().toBuffer();
    const boundary = "----burn";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    return res.json<{ data: { url: string } }>().data.url;
  }

  async function sendBurn(): Promise<{ a: TestUser; b: TestUser; id: string; url: string }> {
    const a = await addUser(t, "Sender");
    const b = await addUser(t, "Viewer");
    await makeFriends(t, a, b);
    const url = await upload(a);
    const res = await t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "img", imageUrl: url, customExt: { type: "burn" }, clientMsgId: `burn-${++n}-abcdef` }, { token: a.token });
    expect(res.status).toBe(200);
    return { a, b, id: res.body.data.messageId, url };
  }

  it("never shows the image URL in replies, history, conversations or events", async () => {
    const { a, b, id, url } = await sendBurn();
    const key = url.split("/").pop() ?? "";
    const seen = JSON.stringify([
      await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token }),
      await t.get<HistoryPage>(`/api/message/history?userId=${b.id}`, { token: a.token }),
      await t.post("/api/message/user-session-list", {}, { token: b.token }),
      await t.database.db.selectFrom("events").select("data").where("ref_id", "=", id).execute(),
    ]);
    expect(seen).not.toContain(key);
    const [m] = (await t.get<HistoryPage>(`/api/message/history?userId=${a.id}`, { token: b.token })).body.data.messages;
    expect(m).toMatchObject({ type: "img", url: null, ext: { type: "burn" }, custom: { type: "burn" } });
  });

  it("never serves a burn image at its plain upload URL, and keeps an upload to one kind of message", async () => {
    const { a, b, url } = await sendBurn();
    // Even the sender, who uploaded it and knows the URL, cannot fetch it there.
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const send = (body: Record<string, unknown>) =>
      t.post("/api/message/send", { toUserId: b.id, messageType: "img", clientMsgId: `reuse-${++n}-abcdef`, ...body }, { token: a.token });
    // Its upload cannot be sent again as a plain image…
    expect((await send({ imageUrl: url })).status).toBe(400);
    // …and a plain image's upload, public already, cannot become a burn image.
    const plain = await upload(a);
    expect((await send({ imageUrl: plain })).status).toBe(200);
    expect((await t.app.inject({ method: "GET", url: plain })).statusCode).toBe(200);
    expect((await send({ imageUrl: plain, customExt: { type: "burn" } })).status).toBe(400);
    // The same upload as the same kind again is fine (a resend of the same picture).
    expect((await send({ imageUrl: plain })).status).toBe(200);
  });

  it("ten parallel reads give one success; the URL works once; the sender learns it was opened", async () => {
    const { a, b, id } = await sendBurn();
    const reads = await Promise.all(Array.from({ length: 10 }, () => t.post<BurnReadReply>("/api/im/read-burnimg", { msgId: id }, { token: b.token })));
    const wins = reads.filter((r) => r.status === 200);
    expect(wins).toHaveLength(1);
    expect(reads.filter((r) => r.status === 409)).toHaveLength(9);
    const url = wins[0]?.body.data.url ?? "";
    expect(wins[0]?.body.data.displayMs).toBe(8000);
    const first = await t.app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(410);
    const events = await t.database.db.selectFrom("events").select(["type", "data"]).where("user_id", "=", a.id).where("type", "=", "burn-read").execute();
    expect(JSON.parse(events[0]?.data ?? "{}")).toMatchObject({ messageId: id, viewerId: b.id } satisfies Partial<Extract<ServerEvent, { type: "burn-read" }>["data"]>);
    const [m] = (await t.get<HistoryPage>(`/api/message/history?userId=${b.id}`, { token: a.token })).body.data.messages;
    expect(m?.ext.burnReadAt).toBeTypeOf("number");
    expect((await t.post("/api/im/read-burnimg", { msgId: id }, { token: a.token })).status).toBe(403);
  });

  it("an unused URL expires after a minute", async () => {
    const { b, id } = await sendBurn();
    const url = (await t.post<BurnReadReply>("/api/im/read-burnimg", { msgId: id }, { token: b.token })).body.data.url;
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(410);
  });

  it("costs 3 coins when the viewer's isBurnPayMsg is 1; without them 106001 and the read stays available", async () => {
    const { b, id } = await sendBurn();
    await setUser(t, b.id, { is_burn_pay_msg: 1 });
    const poor = await t.post("/api/im/read-burnimg", { msgId: id }, { token: b.token });
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({ code: 106001, msg: "Three gold coins give permission to view new friends' photos" });
    await credit(t, b.id, { gold_coin: 5 });
    expect((await t.post("/api/im/read-burnimg", { msgId: id }, { token: b.token })).status).toBe(200);
    expect((await balanceOf(t, b.id)).coins).toBe(2);
  });
});
