import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { demoMallPictures, seedDemoMall } from "../demo/mall.js";
import { localFileStore, type FileStore } from "../images/index.js";
import { pictureKeys } from "../modules/mall/mall-queries.js";
import { runAdmin } from "./commands.js";

describe.each(testDatabases)("mall admin commands on %s", (dialect) => {
  let database: TestDatabase;
  let files: FileStore;
  let png = "";
  const admin = (...argv: string[]) => runAdmin(argv, database, 1_000, files);
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    files = localFileStore(join(database.dataDir, "files"));
    const dir = mkdtempSync(join(tmpdir(), "mall-admin-"));
    png = join(dir, "good.png");
    writeFileSync(png, await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#c33" } }).png().toBuffer());
    writeFileSync(join(dir, "fake.png"), "<svg/>");
  });
  afterAll(() => database.dispose());

  it("adds, renames, lists and removes categories; a category with goods stays", async () => {
    expect(await admin("categories", "add", "Flowers", "--sort", "2")).toMatch(/^Category (\d+) "Flowers" added\.$/);
    const id = (await database.db.selectFrom("mall_categories").select("id").where("name", "=", "Flowers").executeTakeFirstOrThrow()).id;
    await admin("categories", "update", String(id), "--name", "Fresh flowers");
    expect(await admin("categories", "list")).toContain(`${id}\tFresh flowers\t(sort 2)`);
    await admin("goods", "add", "--category", String(id), "--name", "Rose", "--price", "5", "--stock", "3");
    await expect(admin("categories", "remove", String(id))).rejects.toThrow(/still has goods/);
    await expect(admin("categories", "add", "")).rejects.toThrow(/name must have/);
    await expect(admin("categories", "update", "99999", "--name", "x")).rejects.toThrow(/No category 99999/);
    const empty = Number((await admin("categories", "add", "Empty")).match(/\d+/)?.[0]);
    await admin("categories", "remove", String(empty));
    expect(await admin("categories", "list")).not.toContain("Empty");
  });

  it("adds a good with pictures re-encoded within 1024 px, updates it, moves its stock never below zero, and removes it", async () => {
    const category = Number((await admin("categories", "add", "Gifts")).match(/\d+/)?.[0]);
    const added = await admin("goods", "add", "--category", String(category), "--name", "Teddy", "--price", "30", "--stock", "4", "--description", "Soft.", "--picture", png);
    const id = Number(added.match(/^Good (\d+)/)?.[1]);
    const row = await database.db.selectFrom("mall_goods").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Teddy", description: "Soft.", category_id: category });
    const [key] = pictureKeys(row.pictures);
    const stored = await files.get(key ?? "");
    expect(await sharp(stored?.data).metadata()).toMatchObject({ format: "png", width: 1024, height: 768 });
    await expect(admin("goods", "add", "--category", String(category), "--name", "Bad", "--price", "1", "--stock", "1", "--picture", png.replace("good.png", "fake.png"))).rejects.toThrow(/not a PNG, JPEG or GIF/);
    await expect(admin("goods", "add", "--category", String(category), "--name", "Free", "--price", "0", "--stock", "1")).rejects.toThrow(/price must be/);
    await admin("goods", "update", String(id), "--price", "25", "--name", "Teddy bear");
    expect(await admin("goods", "stock", String(id), "+6")).toBe(`Good ${id}: stock 10.`);
    expect(await admin("goods", "stock", String(id), "-3")).toBe(`Good ${id}: stock 7.`);
    await expect(admin("goods", "stock", String(id), "-8")).rejects.toThrow(/less stock than 8/);
    expect(await admin("goods", "stock", String(id), "2")).toBe(`Good ${id}: stock 2.`);
    expect(await admin("goods", "list", "--category", String(category))).toContain(`${id}\tcategory ${category}\tTeddy bear\t25 coins\tstock 2`);
    await admin("goods", "remove", String(id));
    expect(await admin("goods", "list", "--category", String(category))).toBe("No goods.");
    await expect(admin("goods", "stock", String(id), "1")).rejects.toThrow(/No good/);
    await expect(admin("goods", "frobnicate")).rejects.toThrow(/Usage/);
    await expect(admin("goods", "add", "--colour", "red")).rejects.toThrow(/Unknown option --colour/);
  });

  it("seeds the demo catalogue with stored pictures", async () => {
    const pictures = await demoMallPictures(files);
    await database.db.transaction().execute((trx) => seedDemoMall(trx, pictures, 1));
    const goods = await database.db.selectFrom("mall_goods").selectAll().where("created_at", "=", 1).execute();
    expect(goods.length).toBeGreaterThanOrEqual(6);
    for (const good of goods) {
      const keys = pictureKeys(good.pictures);
      expect(keys.length).toBeGreaterThan(0);
      expect((await files.get(keys[0] ?? ""))?.contentType).toBe("image/png");
    }
  });
});
