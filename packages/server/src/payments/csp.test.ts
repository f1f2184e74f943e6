import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app.js";
import { loadPaymentsConfig } from "./config.js";

describe("the web app's content security policy and payments", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "chat-csp-"));
    mkdirSync(join(root, "dist/host"), { recursive: true });
    writeFileSync(join(root, "dist/host/index.html"), "<!doctype html><title>host</title>");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const policyWith = async (env: Record<string, string>) => {
    const t = await createTestApp("sqlite", { config: { staticRoot: root, payments: loadPaymentsConfig(env) } });
    try {
      const res = await t.app.inject({ method: "GET", url: "/account?index=2", headers: { accept: "text/html" } });
      expect(res.statusCode).toBe(200);
      return String(res.headers["content-security-policy"]);
    } finally {
      await t.close();
    }
  };

  it("names Airwallex's SDK origin as the only other script origin, and only when Airwallex is configured", async () => {
    expect(await policyWith({})).toContain("script-src 'self';");
    const paypalOnly = await policyWith({ PAYPAL_CLIENT_ID: "a", PAYPAL_CLIENT_SECRET: "b", PAYPAL_WEBHOOK_ID: "c" });
    expect(paypalOnly).toContain("script-src 'self';");
    const withAirwallex = await policyWith({ AIRWALLEX_CLIENT_ID: "d", AIRWALLEX_API_KEY: "e", AIRWALLEX_WEBHOOK_SECRET: "f" });
    expect(withAirwallex).toContain("script-src 'self' https://static.airwallex.com;");
    expect(withAirwallex).toContain("connect-src 'self' ws://localhost:80;");
  });
});
