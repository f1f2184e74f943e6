import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import type { SendMessageReply } from "@chat/protocol";

const isWebp = (b: Buffer) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP";

describe("a picture at a card's size, GET /files/<key>?w=192", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(user: TestUser, width: number, height: number): Promise<string> {
    const png = await sharp({ create: { width, height, channels: 3, background: "#c36" } }).png().toBuffer();
    const boundary = "----card";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    return res.json<{ data: { url: string } }>().data.url;
  }

  it("is WebP scaled down to fit 192 px, cached like the picture, and smaller than it", async () => {
    const url = await upload(await addUser(t, "Wide"), 512, 384);
    const original = await t.app.inject({ method: "GET", url });
    const res = await t.app.inject({ method: "GET", url: `${url}?w=192` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe(original.headers["cache-control"]);
    expect(res.headers["cache-control"]).toBe("private, max-age=86400");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(isWebp(res.rawPayload)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 192, height: 144 });
    expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // Asked again (from the cache), the same picture.
    expect((await t.app.inject({ method: "GET", url: `${url}?w=192` })).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("never enlarges a small picture", async () => {
    const url = await upload(await addUser(t, "Small"), 40, 30);
    const res = await t.app.inject({ method: "GET", url: `${url}?w=192` });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 40, height: 30 });
  });

  it("is not served at any other width, nor for an unknown key", async () => {
    const url = await upload(await addUser(t, "Other"), 300, 300);
    for (const w of ["100", "193", "", "192.0", "1e3"]) expect((await t.app.inject({ method: "GET", url: `${url}?w=${w}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/files/0123456789abcdef0123456789abcdef.png?w=192" })).statusCode).toBe(404);
  });

  it("is never served for a burn-after-read picture, as the picture itself is not", async () => {
    const a = await addUser(t, "Sender");
    const b = await addUser(t, "Viewer");
    await makeFriends(t, a, b);
    const url = await upload(a, 64, 64);
    const sent = await t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "img", imageUrl: url, customExt: { type: "burn" }, clientMsgId: "card-burn-abcdef" }, { token: a.token });
    expect(sent.status).toBe(200);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `${url}?w=192` })).statusCode).toBe(404);
  });
});
