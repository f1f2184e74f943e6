import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe("the console's page", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "chat-console-page-"));
    mkdirSync(join(root, "dist/host/admin"), { recursive: true });
    writeFileSync(join(root, "dist/host/index.html"), "<!doctype html><title>web app</title>");
    writeFileSync(join(root, "dist/host/admin/index.html"), "<!doctype html><title>console</title>");
    t = await createTestApp("sqlite", { config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("serves /admin and its sections from the console's own page, with the strict policy", async () => {
    for (const url of ["/admin", "/admin/", "/admin/complaints", "/admin/users?q=1"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>console</title>");
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
    }
  });

  it("leaves the web app's pages to the web app", async () => {
    for (const url of ["/", "/login", "/administrator", "/myInfo"]) expect((await page(url)).body, url).toContain("<title>web app</title>");
  });
});
