/**
 * The FileStore contract, on local disk and on a real S3-compatible server (s3rver on loopback):
 * every implementation stores, reads back, deletes and refuses bad keys the same way.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidFileKeyError, localFileStore, newFileKey } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import { s3FileStore } from "./s3-file-store.js";
import { startTestS3 } from "./test-s3.js";

const kinds = ["local", "s3"] as const;

describe.each(kinds)("FileStore contract on %s", (kind) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (kind === "local") {
      const dir = await mkdtemp(path.join(tmpdir(), "chat-files-"));
      store = localFileStore(path.join(dir, "files"));
      close = () => rm(dir, { recursive: true, force: true });
    } else {
      const s3 = await startTestS3();
      store = s3FileStore(s3.settings);
      close = async () => {
        store.close?.();
        await s3.close();
      };
    }
  });
  afterAll(() => close());

  it("stores, reads back and deletes a file with its content type", async () => {
    const key = newFileKey("jpg");
    const data = Buffer.from([1, 2, 3, 255, 0, 10]);
    await store.put(key, data, "image/jpeg");
    expect(await store.get(key)).toEqual({ data, contentType: "image/jpeg" });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it("answers null for a missing file and deletes a missing file without error", async () => {
    const key = newFileKey("png");
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("keeps parallel files apart, byte for byte", async () => {
    const files = Array.from({ length: 8 }, (_, i) => ({ key: newFileKey("png"), data: Buffer.alloc(50_000 + i, i) }));
    await Promise.all(files.map((f) => store.put(f.key, f.data, "image/png")));
    for (const f of files) expect((await store.get(f.key))?.data.equals(f.data)).toBe(true);
  });

  it.each(["../secret.png", "a/b.png", "", "0123456789abcdef0123456789abcdef.png/..", "0123456789ABCDEF0123456789ABCDEF.png"])("refuses the key %j", async (bad) => {
    expect(await store.get(bad)).toBeNull();
    await expect(store.put(bad, Buffer.from("x"), "image/png")).rejects.toBeInstanceOf(InvalidFileKeyError);
    await expect(store.delete(bad)).rejects.toBeInstanceOf(InvalidFileKeyError);
  });

  it(kind === "s3" ? "offers no signed URLs unless S3_URL asks for them" : "offers no signed URLs", () => {
    expect(store.signedUrl).toBeUndefined();
  });
});

describe("S3 signed URLs", () => {
  it("answer the file from the store itself, expiring after the configured seconds", async () => {
    const s3 = await startTestS3({ signedUrls: 20 });
    const store = s3FileStore(s3.settings);
    try {
      const key = newFileKey("png");
      const data = Buffer.from("picture bytes");
      await store.put(key, data, "image/png");
      const url = await store.signedUrl?.(key);
      expect(url).toBeDefined();
      const signed = new URL(url ?? "");
      expect(signed.searchParams.get("X-Amz-Expires")).toBe("20");
      const res = await fetch(signed);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
      expect(signed.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
      // The same link signed an hour ago has expired. (s3rver checks the lifetime but not V4
      // signatures, so the date can be moved here; a real store refuses the moved date as well.)
      const old = new URL(signed);
      old.searchParams.set("X-Amz-Date", new Date(Date.now() - 3_600_000).toISOString().replace(/[-:]|\.\d+/g, ""));
      expect((await fetch(old)).status).toBe(403);
    } finally {
      store.close?.();
      await s3.close();
    }
  });
});
