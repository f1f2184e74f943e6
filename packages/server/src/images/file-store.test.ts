import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidFileKeyError, isFileKey, localFileStore, newFileKey } from "./file-store.js";

let base: string;
let dir: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "chat-files-"));
  dir = path.join(base, "files"); // created on first put
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("newFileKey", () => {
  it("is 128 random bits in hex plus the extension, never repeating", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newFileKey("png")));
    expect(keys.size).toBe(1000);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it("refuses an extension that would make a bad key", () => {
    expect(() => newFileKey("../x")).toThrow();
    expect(() => newFileKey("")).toThrow();
  });
});

describe("localFileStore", () => {
  it("stores, reads back and deletes a file with its content type", async () => {
    const store = localFileStore(dir);
    const key = newFileKey("jpg");
    const data = Buffer.from([1, 2, 3, 255]);
    await store.put(key, data, "image/jpeg");
    expect(await store.get(key)).toEqual({ data, contentType: "image/jpeg" });
    expect(await readdir(dir)).toContain(key);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it("answers null for a missing file and deletes a missing file without error", async () => {
    const store = localFileStore(dir);
    const key = newFileKey("png");
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("leaves no temporary files behind", async () => {
    const store = localFileStore(dir);
    const keys = [newFileKey("png"), newFileKey("gif")];
    await Promise.all(keys.map((k) => store.put(k, Buffer.from(k), "image/png")));
    expect((await readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  const badKeys = [
    "../secret.png",
    "..",
    "a/b.png",
    "..\\x.png",
    "/etc/passwd",
    `${"a".repeat(32)}.png/../../x`,
    `${"A".repeat(32)}.png`,
    `${"a".repeat(31)}.png`,
    `${"a".repeat(32)}`,
    `${"a".repeat(32)}.png.type`,
    `${"a".repeat(32)}.png\u0000`,
    "",
  ];

  it.each(badKeys)("refuses the key %j", async (key) => {
    const store = localFileStore(dir);
    expect(isFileKey(key)).toBe(false);
    await expect(store.put(key, Buffer.from("x"), "text/html")).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError);
    expect(await store.get(key)).toBeNull();
  });

  it("never reads outside its folder", async () => {
    await writeFile(path.join(base, "secret.png"), "top secret");
    const store = localFileStore(dir);
    expect(await store.get("../secret.png")).toBeNull();
  });
});
