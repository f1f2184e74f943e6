/**
 * Uploads in an S3-compatible bucket (s3rver on loopback) shared by two server processes on one
 * database: a picture uploaded through one is served by the other, nothing lands in either DATA_DIR,
 * and burn-after-read pictures (chat and moments) answer their single use with a redirect to a
 * short-lived signed URL of the store.
 */
import type { BurnReadReply, MomentBurnReadReply, SendMessageReply } from "@chat/protocol";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { postMoment, testPng } from "../testing/moments.js";
import { addUser, makeFriends } from "../testing/social.js";
import type { TestUser } from "../testing/social.js";
import { ManualClock } from "../clock.js";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";
import { startTestS3 } from "./test-s3.js";
import type { TestS3 } from "./test-s3.js";

describe.each(testDatabases)("uploads in S3 shared by two processes on %s", (dialect) => {
  let s3: TestS3;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let n = 0;
  beforeAll(async () => {
    s3 = await startTestS3({ signedUrls: 30 });
    database = await createTestDatabase(dialect);
    const clock = new ManualClock();
    a = await createTestApp(dialect, { database, clock, config: { s3: s3.settings } });
    b = await createTestApp(dialect, { database, clock, config: { s3: s3.settings } });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.dispose();
    await s3.close();
  });

  async function upload(t: TestApp, user: TestUser, png: Buffer): Promise<string> {
    const boundary = "----s3";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { url: string } }>().data.url;
  }

  it("serves a picture uploaded through one process from the other, re-encoded, with nothing on local disk", async () => {
    const user = await addUser(a, "Uploader");
    const url = await upload(a, user, await testPng(30, 20, "#f00"));
    const there = await b.app.inject({ method: "GET", url });
    expect(there.statusCode).toBe(200);
    expect(there.headers["content-type"]).toBe("image/png");
    expect(there.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(existsSync(join(database.dataDir, "files"))).toBe(false);
    // The same checks as on disk: not an image, not stored.
    const boundary = "----bad";
    const bad = await a.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--${boundary}--\r\n` });
    expect(bad.statusCode).toBe(400);
  });

  it("answers a chat burn picture's single use with a signed URL of the store, once", async () => {
    const sender = await addUser(a, "Sender");
    const viewer = await addUser(a, "Viewer");
    await makeFriends(a, sender, viewer);
    const png = await testPng(12, 12, "#00f");
    const url = await upload(a, sender, png);
    const sent = await a.post<SendMessageReply>("/api/message/send", { toUserId: viewer.id, messageType: "img", imageUrl: url, customExt: { type: "burn" }, clientMsgId: `s3-burn-${++n}-abcdef` }, { token: sender.token });
    expect(sent.status).toBe(200);
    // Never at its plain URL, on either process.
    expect((await b.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const read = await b.post<BurnReadReply>("/api/im/read-burnimg", { msgId: sent.body.data.messageId }, { token: viewer.token });
    expect(read.status).toBe(200);
    const first = await a.app.inject({ method: "GET", url: read.body.data.url });
    expect(first.statusCode).toBe(302);
    expect(first.headers["cache-control"]).toBe("no-store");
    const signed = new URL(String(first.headers.location));
    expect(signed.origin).toBe(s3.settings.endpoint);
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("30");
    const picture = await fetch(signed);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    // The link is single use across processes.
    expect((await b.app.inject({ method: "GET", url: read.body.data.url })).statusCode).toBe(410);
    expect((await a.app.inject({ method: "GET", url: read.body.data.url })).statusCode).toBe(410);
  });

  it("does the same for a burn moment's pictures, and serves its blurred copies from either process", async () => {
    const author = await addUser(a, "Author");
    const viewer = await addUser(b, "Reader");
    const moment = await postMoment(a, author.token, "burn in s3", { type: 1, pictures: 2 });
    const sealed = (await b.get<{ moment: { pictures: { blurUrl: string }[] } }>(`/api/dynamic/dynamic-info?id=${moment.id}`, { token: viewer.token })).body.data.moment;
    for (const p of sealed.pictures) expect((await b.app.inject({ method: "GET", url: p.blurUrl })).statusCode).toBe(200);
    const read = await b.post<MomentBurnReadReply>("/api/dynamic/burn-read", { id: moment.id }, { token: viewer.token });
    expect(read.status).toBe(200);
    for (const p of read.body.data.pictures) {
      const first = await a.app.inject({ method: "GET", url: p.url });
      expect(first.statusCode).toBe(302);
      expect((await fetch(String(first.headers.location))).status).toBe(200);
      expect((await b.app.inject({ method: "GET", url: p.url })).statusCode).toBe(410);
    }
    expect(existsSync(join(database.dataDir, "files"))).toBe(false);
  });
});
