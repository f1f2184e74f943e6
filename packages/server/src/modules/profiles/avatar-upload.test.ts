import type { AvatarUploadReply } from "@chat/protocol";
import { PROFILE_LIMITS, SERVER_MESSAGES } from "@chat/protocol";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import type { TestUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

function form(file: Buffer, filename: string, contentType: string, field = "file") {
  const boundary = "----avatar-test";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDatabases)("POST /api/user/avatar-upload on %s", (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await addUser(t, "Picture");
  });
  afterAll(() => t.close());

  async function upload(file: Buffer, filename: string, contentType: string, token = user.token, field = "file") {
    const body = form(file, filename, contentType, field);
    const res = await t.app.inject({ method: "POST", url: "/api/user/avatar-upload", headers: { authorization: `Bearer ${token}`, "content-type": body.contentType }, payload: body.payload });
    return { status: res.statusCode, body: res.json<{ code: number; msg: string; data: AvatarUploadReply | null }>() };
  }

  async function served(url: string) {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    return { type: res.headers["content-type"], meta: await sharp(res.rawPayload).metadata() };
  }

  it("stores the centred square at 512 px and a 96 px thumbnail", async () => {
    // A wide picture: blue left third, red middle, green right third; the square is the red middle.
    const wide = await sharp({ create: { width: 1800, height: 600, channels: 3, background: "#f00" } })
      .composite([
        { input: { create: { width: 600, height: 600, channels: 3, background: "#00f" } }, left: 0, top: 0 },
        { input: { create: { width: 600, height: 600, channels: 3, background: "#0f0" } }, left: 1200, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const res = await upload(wide, "wide.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const { avatar, avatarThumb } = res.body.data!;
    expect(avatar).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    const big = await served(avatar);
    const thumb = await served(avatarThumb);
    expect(big.type).toBe("image/jpeg");
    expect([big.meta.width, big.meta.height]).toEqual([PROFILE_LIMITS.avatarPx, PROFILE_LIMITS.avatarPx]);
    expect([thumb.meta.width, thumb.meta.height]).toEqual([PROFILE_LIMITS.avatarThumbPx, PROFILE_LIMITS.avatarThumbPx]);
    // Near both side edges the square is red: it was cut from the middle, not from a side.
    const pixels = await sharp((await t.app.inject({ method: "GET", url: avatar })).rawPayload).raw().toBuffer();
    for (const x of [8, PROFILE_LIMITS.avatarPx - 9]) {
      const at = (256 * PROFILE_LIMITS.avatarPx + x) * 3;
      expect(pixels[at]!, `x=${x}`).toBeGreaterThan(200);
      expect(pixels[at + 1]! + pixels[at + 2]!, `x=${x}`).toBeLessThan(80);
    }
  });

  it("judges by magic bytes: a PNG named .jpg stays a PNG; a text file named .png is refused", async () => {
    const png = await sharp({ create: { width: 64, height: 80, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
    const res = await upload(png, "photo.jpg", "image/jpeg");
    expect(res.status).toBe(200);
    const big = await served(res.body.data!.avatar);
    expect(big.type).toBe("image/png");
    expect(big.meta).toMatchObject({ format: "png", width: 64, height: 64, hasAlpha: true });

    for (const [bytes, name, type] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "evil.png", "image/png"],
      [Buffer.from("GIF89a but not really"), "fake.gif", "image/gif"],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), "broken.png", "image/png"],
    ] as const) {
      const refused = await upload(bytes, name, type, user.token);
      expect(refused.status, name).toBe(400);
      expect(refused.body).toEqual({ code: 400, msg: SERVER_MESSAGES.imageFormat, data: null });
    }
  });

  it("keeps the first frame of an animation as a square PNG and never enlarges a small picture", async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0" } }).gif().toBuffer();
    const res = await upload(gif, "a.gif", "image/gif");
    expect(res.status).toBe(200);
    const big = await served(res.body.data!.avatar);
    expect(big.meta).toMatchObject({ format: "png", width: 30, height: 30 });
  });

  it("refuses a form without the file field, and anonymous callers", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer();
    expect((await upload(png, "a.png", "image/png", user.token, "other")).status).toBe(400);
    const body = form(png, "a.png", "image/png");
    const anonymous = await t.app.inject({ method: "POST", url: "/api/user/avatar-upload", headers: { "content-type": body.contentType }, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.post("/api/user/avatar-upload", { file: "x" }, { token: user.token });
    expect(json.status).toBe(400);
  });

  it("deletes the replaced avatar's picture and thumbnail once the new one is saved, unless a profile still shows it", async () => {
    const owner = await addUser(t, "Changer");
    const png = (colour: string) => sharp({ create: { width: 40, height: 40, channels: 3, background: colour } }).png().toBuffer();
    const status = async (url: string) => (await t.app.inject({ method: "GET", url })).statusCode;
    const setAvatar = (avatar: string) => t.post("/api/user/info-edit", { avatar }, { token: owner.token });

    const first = (await upload(await png("#f00"), "a.png", "image/png", owner.token)).body.data!;
    expect((await setAvatar(first.avatar)).status).toBe(200);
    const second = (await upload(await png("#0f0"), "b.png", "image/png", owner.token)).body.data!;
    expect((await setAvatar(second.avatar)).status).toBe(200);
    // The first picture is gone in both sizes; the new one is served; the old URL cannot come back.
    expect(await status(first.avatar)).toBe(404);
    expect(await status(first.avatarThumb)).toBe(404);
    expect(await status(second.avatar)).toBe(200);
    expect(await status(second.avatarThumb)).toBe(200);
    expect((await setAvatar(first.avatar)).status).toBe(400);

    // Another profile still shows the second picture: replacing it keeps its files.
    await t.database.db.updateTable("users").set({ avatar: second.avatar }).where("id", "=", user.id).execute();
    const third = (await upload(await png("#00f"), "c.png", "image/png", owner.token)).body.data!;
    expect((await setAvatar(third.avatar)).status).toBe(200);
    expect(await status(second.avatar)).toBe(200);
    expect(await status(second.avatarThumb)).toBe(200);
  });
});
