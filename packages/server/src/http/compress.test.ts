import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { chooseEncoding, MIN_BYTES } from "./compress.js";

describe("compressed API answers", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
    const { email, password } = await t.register();
    token = await t.login(email, password);
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${token}`, ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }) },
    });

  it("sends a large answer in brotli when accepted, the same JSON once decoded", async () => {
    const plain = await get("/api/system/region");
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_BYTES);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);

    const br = await get("/api/system/region", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/Origin/);
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("falls back to gzip, and sends it plain when nothing it accepts is offered", async () => {
    const plain = await get("/api/system/region");
    const gz = await get("/api/system/region", "gzip, br;q=0");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString("utf8"))).toEqual(plain.json());

    const identity = await get("/api/system/region", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it("leaves a small answer as it is", async () => {
    const small = await get("/api/health", "br");
    expect(small.rawPayload.length).toBeLessThan(MIN_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });
  });

  it("reads Accept-Encoding with its weights", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("BR;q=0.5")).toBe("br");
    expect(chooseEncoding("deflate")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
