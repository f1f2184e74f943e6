import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PEOPLE } from "./demo/people.js";
import { DEMO_SERVICE, DEMO_USERS, seedDemo } from "./demo/seed.js";
import { DEMO_ENCOUNTER_PEOPLE, DEMO_SVIP } from "./demo/encounter.js";
import { startServer } from "./server.js";
import { testDatabases, createTestDatabase } from "./db/test-helpers.js";
import { loadConfig } from "./app.js";
import { localFileStore } from "./images/file-store.js";

describe("startServer", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "chat-start-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("listens on a free port, seeds the demo once, and closes cleanly", async () => {
    const env = { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", SMTP_URL: "" };
    const first = await startServer({ env, config: { passwordHashLogN: 10, staticRoot: dataDir } });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toMatchObject({ code: 200, msg: "ok", data: { database: "sqlite" } });
    const alice = DEMO_USERS[0];
    const login = await fetch(`${first.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: alice.email, password: alice.password }),
    });
    expect(login.status).toBe(200);
    await first.close();
    await first.close();

    // Same data folder again: data kept, demo not seeded twice.
    const second = await startServer({ env, config: { passwordHashLogN: 10, staticRoot: dataDir } });
    const again = await fetch(`${second.url}/api/account/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: alice.email, password: alice.password }),
    });
    expect(again.status).toBe(200);
    await second.close();
  });
});

describe.each(testDatabases)("demo data on %s", (dialect) => {
  it("creates two friends with avatars and album photos, customer service and two announcements, once", async () => {
    const database = await createTestDatabase(dialect);
    try {
      const config = { ...loadConfig({}, []), passwordHashLogN: 10 };
      const files = localFileStore(join(database.dataDir, "files"));
      expect(await seedDemo(database, config, files)).toBe(true);
      expect(await seedDemo(database, config, files)).toBe(false);
      // Open accounts: the members of the history behind the console's numbers (demo-stats.ts) have closed theirs.
      const users = await database.db.selectFrom("users").selectAll().where("deleted_at", "is", null).orderBy("id").execute();
      expect(users.map((u) => u.email)).toEqual([...DEMO_USERS.map((u) => u.email), DEMO_SERVICE.email, ...DEMO_PEOPLE.map((u) => u.email), DEMO_SVIP.email, ...DEMO_ENCOUNTER_PEOPLE.map((u) => u.email)]);
      expect(users[2]).toMatchObject({ nickname: "Customer Service", is_service: 1 });
      expect(users[0]?.gold_coin).toBeGreaterThan(0);
      // Complete profiles with avatars in both sizes, as an upload makes them.
      for (const user of users.slice(0, 2)) {
        expect(user.profile_completed).toBe(1);
        const thumb = await files.get(user.avatar_thumb.replace("/files/", ""));
        expect(thumb?.contentType).toBe("image/png");
        const meta = await sharp(thumb?.data).metadata();
        expect([meta.width, meta.height]).toEqual([96, 96]);
        // A few album photos, large and thumbnail stored as an album upload stores them.
        const photos = await database.db.selectFrom("album_photos").selectAll().where("user_id", "=", user.id).execute();
        expect(photos.length).toBeGreaterThanOrEqual(3);
        for (const photo of photos) {
          const [large, small] = await Promise.all([files.get(photo.key), files.get(photo.thumb_key)]);
          expect(await sharp(large?.data).metadata()).toMatchObject({ width: photo.width, height: photo.height });
          expect(await sharp(small?.data).metadata()).toMatchObject({ width: 240, height: 240 });
        }
      }
      // Alice has followers, people she follows and visitors, and the counters agree with the rows.
      const alice = users[0]!;
      const fans = await database.db.selectFrom("follows").selectAll().where("followed_id", "=", alice.id).execute();
      const following = await database.db.selectFrom("follows").selectAll().where("follower_id", "=", alice.id).execute();
      expect([alice.fans_count, alice.follow_count]).toEqual([fans.length, following.length]);
      expect(fans.length).toBeGreaterThan(2);
      expect(following.length).toBeGreaterThan(1);
      expect(await database.db.selectFrom("visits").selectAll().where("owner_id", "=", alice.id).execute()).toHaveLength(4);
      expect(alice.total_views).toBeGreaterThanOrEqual(4);
      const friends = await database.db.selectFrom("friends").selectAll().execute();
      expect(friends).toHaveLength(2);
      // Moments with real pictures, likes and comments that agree with their counters, one pinned, one burn.
      const moments = await database.db.selectFrom("moments").selectAll().execute();
      expect(new Set(moments.map((m) => m.user_id)).size).toBe(5);
      expect(moments.filter((m) => m.pinned === 1)).toHaveLength(1);
      expect(moments.filter((m) => m.type === 1)).toHaveLength(1);
      for (const m of moments) {
        const [likes, comments] = await Promise.all([
          database.db.selectFrom("moment_likes").select("user_id").where("moment_id", "=", m.id).execute(),
          database.db.selectFrom("moment_comments").select(["id", "parent_id"]).where("moment_id", "=", m.id).execute(),
        ]);
        expect([likes.length, comments.length]).toEqual([Number(m.likes), Number(m.comments)]);
        const [first] = JSON.parse(m.pictures) as Array<{ key: string; blurKey: string; width: number }>;
        expect((await sharp((await files.get(first!.key))?.data).metadata()).width).toBe(first!.width);
        expect(await files.get(first!.blurKey)).not.toBeNull();
      }
      expect(await database.db.selectFrom("moment_comments").select("id").where("parent_id", "is not", null).execute()).toHaveLength(1);
      const announcements = await database.db.selectFrom("announcements").selectAll().execute();
      expect(announcements).toHaveLength(2);
      expect(typeof announcements[0]?.insert_time).toBe("number");
    } finally {
      await database.dispose();
    }
  });
});
