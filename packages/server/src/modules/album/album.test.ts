import { ALBUM_LIMITS, SERVER_MESSAGES } from "@chat/protocol";
import type { AlbumListReply, AlbumPhoto } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../i18n.js";
import { addUser } from "../../testing/social.js";
import { addPhotoWithinLimit } from "./album-queries.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { startTestS3, storeCases } from "../../storage/test-s3.js";
import type { TestS3 } from "../../storage/test-s3.js";

function form(file: Buffer, filename: string, contentType: string) {
  const boundary = "----album-test";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (width: number, height: number, background = "#08f") => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

describe.each(storeCases)("album on %s, files %s", (dialect, store) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    s3 = store === "s3" ? await startTestS3() : undefined;
    t = await createTestApp(dialect, s3 ? { config: { s3: s3.settings } } : {});
    owner = await addUser(t, "Owner");
    stranger = await addUser(t, "Stranger");
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  async function upload(file: Buffer, user: TestUser, { name = "a.png", type = "image/png", language = "en" } = {}) {
    const body = form(file, name, type);
    const res = await t.app.inject({ method: "POST", url: "/api/album/upload", headers: { authorization: `Bearer ${user.token}`, "accept-language": language, "content-type": body.contentType }, payload: body.payload });
    return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: AlbumPhoto | null }>() };
  }
  const list = (user: TestUser, userId?: number) => t.get<AlbumListReply>(`/api/album/list${userId ? `?userId=${userId}` : ""}`, { token: user.token });
  const meta = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null };
  };
  /** Fills an album up to `count` photos straight in the table (their files are not needed here). */
  async function fillTo(user: TestUser, count: number) {
    const have = (await list(user)).body.data.list.length;
    for (let i = have; i < count; i++) {
      await t.database.db.insertInto("album_photos").values({ user_id: user.id, key: `${i.toString(16).padStart(32, "0")}.png`, thumb_key: `${i.toString(16).padStart(32, "f")}.png`, width: 1, height: 1, created_at: i }).execute();
    }
  }

  it("stores a large picture within 1280 px and a square thumbnail, and lists it for the owner and others", async () => {
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#c33" } }).jpeg().toBuffer();
    const res = await upload(wide, owner, { name: "wide.jpg", type: "image/jpeg" });
    expect(res.status).toBe(200);
    const photo = res.body.data!;
    expect(photo).toMatchObject({ userId: owner.id, width: ALBUM_LIMITS.largePx, height: ALBUM_LIMITS.largePx / 2 });
    expect((await meta(photo.url)).meta).toMatchObject({ format: "jpeg", width: 1280, height: 640 });
    expect((await meta(photo.thumbUrl)).meta).toMatchObject({ format: "jpeg", width: ALBUM_LIMITS.thumbPx, height: ALBUM_LIMITS.thumbPx });

    const small = await upload(await png(50, 20), owner, { name: "named.jpg", type: "image/jpeg" });
    expect(small.status).toBe(200);
    // Judged by its bytes, never enlarged.
    expect((await meta(small.body.data!.url)).meta).toMatchObject({ format: "png", width: 50, height: 20 });
    expect((await meta(small.body.data!.thumbUrl)).meta).toMatchObject({ format: "png", width: 20, height: 20 });

    const mine = await list(owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data.limit).toBe(30);
    expect(mine.body.data.list.map((p) => p.id)).toEqual([small.body.data!.id, photo.id]);
    const seen = await list(stranger, owner.id);
    expect(seen.body.data.list).toEqual(mine.body.data.list);
    expect((await list(stranger)).body.data.list).toEqual([]);
  });

  it("refuses what is not an image with the localized image-format message", async () => {
    for (const [bytes, name] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "evil.png"],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "broken.png"],
    ] as const) {
      const refused = await upload(bytes, stranger, { name, language: "de" });
      expect(refused.status, name).toBe(400);
      expect(refused.body).toEqual({ code: 400, msg: text("de", "imageFormat"), data: null });
      expect(refused.body.msg).not.toBe(SERVER_MESSAGES.imageFormat);
    }
    expect((await list(stranger)).body.data.list).toEqual([]);
  });

  it("lets only the owner delete a photo, and its files go with it", async () => {
    const added = (await upload(await png(30, 30), stranger)).body.data!;
    const photo = (await list(owner)).body.data.list[0]!;
    const refused = await t.get(`/api/album/delete-img?id=${photo.id}`, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect((await list(owner)).body.data.list[0]).toEqual(photo);
    expect((await meta(photo.url)).status).toBe(200);

    const deleted = await t.get(`/api/album/delete-img?id=${photo.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await list(owner)).body.data.list.map((p) => p.id)).not.toContain(photo.id);
    expect((await meta(photo.url)).status).toBe(404);
    expect((await meta(photo.thumbUrl)).status).toBe(404);
    expect((await t.get(`/api/album/delete-img?id=${photo.id}`, { token: owner.token })).status).toBe(404);
    // The stranger's own photo is theirs to delete.
    expect((await t.get(`/api/album/delete-img?id=${added.id}`, { token: stranger.token })).status).toBe(200);
  });

  it("shows a viewer the owner blocked an empty album, and the album again after unblocking", async () => {
    await upload(await png(12, 12), owner);
    const block = (path: string) => t.post(`/api/user/${path}`, { userId: stranger.id }, { token: owner.token });
    expect((await block("block")).status).toBe(200);
    expect((await list(stranger, owner.id)).body.data.list).toEqual([]);
    expect((await list(owner)).body.data.list.length).toBeGreaterThan(0);
    expect((await block("unblock")).status).toBe(200);
    expect((await list(stranger, owner.id)).body.data.list).toEqual((await list(owner)).body.data.list);
  });

  it("answers a banned or suspended user's album 404 to others, as their home page, and shows it again when that is over", async () => {
    const paused = await addUser(t, "Paused");
    await upload(await png(14, 14), paused);
    const standing = (values: { banned_at?: number | null; suspended_until?: number | null }) => t.database.db.updateTable("users").set(values).where("id", "=", paused.id).execute();
    const mine = (await list(paused)).body.data.list;
    expect(mine).toHaveLength(1);
    expect((await list(stranger, paused.id)).body.data.list).toEqual(mine);
    for (const values of [{ banned_at: t.clock.now() }, { banned_at: null, suspended_until: t.clock.now() + 60_000 }]) {
      await standing(values);
      const refused = await list(stranger, paused.id);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 404, msg: "This user is not available.", data: null });
    }
    t.clock.advance(60_000);
    expect((await list(stranger, paused.id)).body.data.list).toEqual(mine);
    // Their own album, asked with or without their id.
    expect((await list(paused, paused.id)).body.data.list).toEqual(mine);
  });

  it("answers 400 to malformed ids and 404 to an unknown user", async () => {
    for (const query of ["id=abc", "id=-1", "id=0", "id=99999999999", ""]) {
      expect((await t.get(`/api/album/delete-img?${query}`, { token: owner.token })).status, query).toBe(400);
    }
    expect((await t.get("/api/album/list?userId=x", { token: owner.token })).status).toBe(400);
    expect((await list(owner, 999_999)).status).toBe(404);
  });

  it("holds at most 30 photos: the 31st is refused with a reason", async () => {
    const full = await addUser(t, "Full");
    await fillTo(full, ALBUM_LIMITS.photos);
    const refused = await upload(await png(10, 10), full, { language: "es" });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(text("es", "albumFull"));
    expect(refused.body.msg).not.toBe(SERVER_MESSAGES.albumFull);
    expect((await list(full)).body.data.list).toHaveLength(ALBUM_LIMITS.photos);
  });

  it("keeps the limit when uploads race: of five parallel uploads into 28 photos, two land", async () => {
    const racer = await addUser(t, "Racer");
    await fillTo(racer, ALBUM_LIMITS.photos - 2);
    const file = await png(64, 64);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(file, racer)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) expect(r.body.msg).toBe(SERVER_MESSAGES.albumFull);
    expect((await list(racer)).body.data.list).toHaveLength(ALBUM_LIMITS.photos);
    const landed = results.filter((r) => r.status === 200).map((r) => r.body.data!);
    for (const p of landed) expect((await meta(p.url)).status).toBe(200);
  });

  it("keeps the limit when many additions race in the database itself", async () => {
    const racer = await addUser(t, "Racer2");
    await fillTo(racer, ALBUM_LIMITS.photos - 3);
    const photo = (i: number) => ({ user_id: racer.id, key: `${i}`.padStart(32, "a") + ".png", thumb_key: `${i}`.padStart(32, "b") + ".png", width: 1, height: 1, created_at: 1000 + i });
    const added = await Promise.all(Array.from({ length: 12 }, (_, i) => addPhotoWithinLimit(t.database.db, t.database.dialect, photo(i))));
    expect(added.filter(Boolean)).toHaveLength(3);
    expect((await list(racer)).body.data.list).toHaveLength(ALBUM_LIMITS.photos);
  });
});
