import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.js";
import { loadConfig } from "../app.js";
import { createTestApp } from "../testing/test-app.js";
import { policySourcesOf } from "./content-policy.js";

const PAGES = {
  "dist/host/index.html": "<title>host</title>",
  "dist/host/admin/index.html": "<title>console</title>",
  "examples/script-tag/index.html": "<title>script tag</title>",
  "examples/strict-csp/index.html": "<title>strict</title>",
  "dist/storybook/index.html": "<title>storybook</title>",
};

/** Every scheme-wide source: `ws:`, `wss:`, `https:`, `http:` alone. */
const WILDCARD = /(^|\s)(wss?|https?):(\s|;|$)/;

describe("what the server serves as HTML, and each page's content security policy", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "chat-pages-"));
    for (const [path, text] of Object.entries(PAGES)) {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), `<!doctype html>${text}`);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const pages = async (config: Partial<Config>, paths: string[]) => {
    const t = await createTestApp("sqlite", { config: { staticRoot: root, ...config } });
    try {
      const answers = [];
      for (const url of paths) answers.push(await t.app.inject({ method: "GET", url, headers: { accept: "text/html", host: "chat.example.com" } }));
      return answers.map((res) => ({ status: res.statusCode, policy: res.headers["content-security-policy"] as string | undefined }));
    } finally {
      await t.close();
    }
  };
  const ALL = ["/", "/moments", "/admin", "/examples/script-tag/", "/examples/strict-csp/", "/storybook/"];

  it("gives every HTML page a policy, without scheme-wide sources", async () => {
    const answers = await pages({}, ALL);
    for (const [i, { status, policy }] of answers.entries()) {
      expect(status, ALL[i]).toBe(200);
      expect(policy, ALL[i]).toMatch(/default-src/);
      expect(policy, ALL[i]).not.toMatch(WILDCARD);
    }
    expect(answers[0]?.policy).toContain("connect-src 'self' ws://chat.example.com;");
    expect(answers[0]?.policy).toContain("img-src 'self' data: blob:;");
    expect(answers[0]?.policy).toContain("script-src 'self';");
    expect(answers[4]?.policy).toContain("default-src 'none'");
    expect(answers[5]?.policy).toContain("script-src 'self' 'unsafe-inline'");
  });

  it("names PUBLIC_ORIGIN's WebSocket origin, whatever Host the page was asked with", async () => {
    const [home] = await pages({ publicOrigin: "https://chat.example.org" }, ["/"]);
    expect(home?.policy).toContain("connect-src 'self' wss://chat.example.org;");
  });

  it("serves neither Storybook nor the examples in production, unless DEMO_PAGES=1", async () => {
    const production = loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example" }, []);
    expect(production.demoPages).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example", DEMO_PAGES: "1" }, []).demoPages).toBe(true);
    const answers = await pages({ demoPages: false }, ["/", "/examples/script-tag/", "/storybook/", "/examples/strict-csp/"]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 404]);
  });

  it("adds the object store's origin for signed picture URLs and Easemob's hosts only when configured", () => {
    const plain = loadConfig({}, []);
    expect(policySourcesOf(plain)).toEqual({ scripts: [], connect: [], images: [] });
    const s3 = loadConfig({ S3_URL: "s3://k:s@store.example.com:9000/pics?signedUrls=30" }, []);
    expect(policySourcesOf(s3).images).toEqual(["https://pics.store.example.com:9000"]);
    const pathStyle = loadConfig({ S3_URL: "s3://k:s@store.example.com/pics?signedUrls=30&forcePathStyle=1" }, []);
    expect(policySourcesOf(pathStyle).images).toEqual(["https://store.example.com"]);
    expect(policySourcesOf(loadConfig({ S3_URL: "s3://k:s@store.example.com/pics" }, [])).images).toEqual([]);
    const easemob = loadConfig({ EASEMOB_API_BASE: "https://a1.easemob.com", EASEMOB_ORG: "o", EASEMOB_APP: "a", EASEMOB_CLIENT_ID: "i", EASEMOB_CLIENT_SECRET: "s" }, []);
    expect(policySourcesOf(easemob).connect).toContain("wss://*.easemob.com");
  });
});
