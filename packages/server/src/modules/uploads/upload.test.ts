/**
 * How stored pictures are served: privately and for a day at most (a picture can be deleted, so never
 * `immutable` or shared), the same for the card size; a file queued for deletion answers 404 at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { queueFileDeletions } from "../../storage/file-deletions.js";
import { postMoment, testPng } from "../../testing/moments.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("serving stored files on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function upload(token: string): Promise<string> {
    const boundary = "----serve";
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), await testPng(300, 200), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: "POST", url: "/api/file/upload", headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { url: string } }>().data.url;
  }
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lets only the browser keep a picture, for a day, never as immutable", async () => {
    const user = await addUser(t, "Poster");
    const moment = await postMoment(t, user.token, "cached");
    for (const url of [await upload(user.token), `${moment.pictures[0]!.url}?w=192`, moment.pictures[0]!.thumbUrl]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, max-age=86400");
    }
  });

  it("answers 404 for a file queued for deletion, while it is still in the store", async () => {
    const url = await upload((await addUser(t, "Eraser")).token);
    await t.database.db.transaction().execute((trx) => queueFileDeletions(trx, [url.slice("/files/".length)], t.clock.now()));
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`${url}?w=192`)).statusCode).toBe(404);
  });
});
