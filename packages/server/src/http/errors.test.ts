import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.js";
import type { TestApp } from "../testing/test-app.js";

describe("error envelopes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("answers unknown /api paths with a 404 envelope", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/account/nope"],
      ["GET", "/api/account/login"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 404, msg: "Not found.", data: null });
    }
  });

  it("turns malformed JSON into a 400 envelope without a stack", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/login",
      headers: { "content-type": "application/json" },
      payload: '{"account": "a@b.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: "The request is not valid.", data: null });
    expect(res.body).not.toMatch(/at |stack|SyntaxError/);
  });

  it("treats an empty JSON body as no fields", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/login",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: "Account and password cannot be empty.", data: null });
  });

  it("rejects prototype poisoning", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/login",
      headers: { "content-type": "application/json" },
      payload: '{"account":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: number }>().code).toBe(400);
  });

  it("answers a body that is not an object with 400", async () => {
    for (const payload of ["null", "[]", '"text"', "42"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/account/login",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json<{ code: number }>().code, payload).toBe(400);
    }
  });

  it("answers a too large body with 413 and an unsupported content type with 415", async () => {
    const large = await t.app.inject({
      method: "POST",
      url: "/api/account/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ account: "x".repeat(200_000), password: "y" }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 413, data: null });
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/account/login",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, data: null });
  });

  it("sets nosniff on API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("static front ends", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "chat-static-"));
    mkdirSync(join(root, "dist/host/assets"), { recursive: true });
    writeFileSync(join(root, "dist/host/index.html"), "<!doctype html><title>host</title>");
    writeFileSync(join(root, "dist/host/assets/app-Abc123_x.js"), "console.log(1)");
    writeFileSync(join(root, "dist/host/manifest.webmanifest"), JSON.stringify({ name: "Chat" }));
    mkdirSync(join(root, "dist/widget"), { recursive: true });
    writeFileSync(join(root, "dist/widget/chat-panel.js"), "export {}");
    mkdirSync(join(root, "examples"), { recursive: true });
    writeFileSync(join(root, "examples/index.html"), "<!doctype html><title>example</title>");
    t = await createTestApp("sqlite", { config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = "text/html") => t.app.inject({ method: "GET", url, headers: { accept } });

  it("serves the host app with security headers", async () => {
    const res = await get("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>host</title>");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toMatch(/connect-src 'self' ws:\/\/[^ ;]+;/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("serves the web app manifest as application/manifest+json, so browsers offer to install it", async () => {
    const res = await get("/manifest.webmanifest", "*/*");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toEqual({ name: "Chat" });
  });

  it("falls back to index.html for client routes, not for API or asset paths", async () => {
    for (const route of ["/onlineDating", "/userHomePage/12", "/login?next=%2F"]) {
      const res = await get(route);
      expect(res.statusCode, route).toBe(200);
      expect(res.body, route).toContain("<title>host</title>");
    }
    expect((await get("/api/unknown")).json()).toEqual({ code: 404, msg: "Not found.", data: null });
    expect((await get("/widget/missing.js")).statusCode).toBe(404);
    expect((await get("/missing.js", "*/*")).statusCode).toBe(404);
  });

  it("serves hashed assets as immutable, the widget and the examples", async () => {
    const asset = await get("/assets/app-Abc123_x.js", "*/*");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const widget = await get("/widget/chat-panel.js", "*/*");
    expect(widget.body).toBe("export {}");
    // Partner pages of any origin fetch the ES module and its chunks in CORS mode.
    expect(widget.headers["access-control-allow-origin"]).toBe("*");
    expect(widget.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await get("/")).headers["access-control-allow-origin"]).toBeUndefined();
    const example = await get("/examples/");
    expect(example.body).toContain("<title>example</title>");
    expect(example.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe("behind a reverse proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());

  it("rate-limits by the client address from X-Forwarded-For, not the proxy's", async () => {
    const ask = (client: string) =>
      t.post(
        "/api/account/verification-code",
        { email: t.nextEmail(), type: "register" },
        { ip: "10.9.9.9", headers: { "x-forwarded-for": client } },
      );
    for (let i = 0; i < 20; i++) expect((await ask("203.0.113.7")).status).toBe(200);
    expect((await ask("203.0.113.7")).status).toBe(429);
    expect((await ask("198.51.100.4")).status).toBe(200);
  });
});
