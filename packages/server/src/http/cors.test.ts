import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { originsOf } from "./cors.js";

describe("CORS for partner origins (ALLOWED_ORIGINS)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { config: { allowedOrigins: ["https://partner.example/", "not a url"] } });
  });
  afterAll(() => t.close());

  it("answers a preflight from an allowed origin, without credentials", async () => {
    const res = await t.app.inject({
      method: "OPTIONS",
      url: "/api/account/login",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(String(res.headers["access-control-allow-headers"])).toMatch(/Authorization/);
    expect(String(res.headers["access-control-allow-methods"])).toMatch(/POST/);
    expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
  });

  it("lets an allowed origin read answers and tells others nothing", async () => {
    const allowed = await t.app.inject({ method: "GET", url: "/api/account/my-info", headers: { origin: "https://partner.example" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(allowed.statusCode).toBe(401);

    const other = await t.app.inject({ method: "GET", url: "/api/account/my-info", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/account/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("keeps only the origins of well-formed entries", () => {
    expect([...originsOf(["https://a.example/path", "http://b.example:8080", "junk", ""])]).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
  });
});
