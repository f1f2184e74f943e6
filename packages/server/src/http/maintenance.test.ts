import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Health } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadInfrastructureConfig } from "../config.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";

describe("maintenance mode (MAINTENANCE=1)", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "chat-maintenance-"));
    mkdirSync(join(root, "dist/host"), { recursive: true });
    writeFileSync(join(root, "dist/host/index.html"), "<!doctype html><title>host</title>");
    t = await createTestApp("sqlite", { config: { staticRoot: root, maintenance: true } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("is read from the MAINTENANCE variable, off by default", () => {
    expect(loadInfrastructureConfig({ MAINTENANCE: "1" }, []).maintenance).toBe(true);
    expect(loadInfrastructureConfig({}, []).maintenance).toBe(false);
    expect(loadInfrastructureConfig({ MAINTENANCE: "0" }, []).maintenance).toBe(false);
  });

  it("answers every API call with 503 and the maintenance text in the caller's language", async () => {
    const login = await t.post("/api/account/login", { account: "a@b.c", password: "secret123" });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({ code: 503, msg: "The server is under maintenance. Please try again later.", data: null });

    const myInfo = await t.get("/api/account/my-info", { language: "de" });
    expect(myInfo.status).toBe(503);
    expect(myInfo.body).toMatchObject({ code: 503, msg: "Der Server wird gerade gewartet. Bitte versuche es später erneut." });

    const unknown = await t.get("/api/no-such-call?x=1", { language: "ja" });
    expect(unknown.status).toBe(503);
  });

  it("still answers health, saying so, and still serves the web app", async () => {
    const health = await t.get<Health>("/api/health");
    expect(health.status).toBe(200);
    expect(health.body.data.maintenance).toBe(true);

    const page = await t.app.inject({ method: "GET", url: "/onlineDating", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>host</title>");
  });
});

describe("outside maintenance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("answers normally and health says maintenance is off", async () => {
    expect((await t.get("/api/system/language")).status).toBe(200);
    expect((await t.get<Health>("/api/health")).body.data.maintenance).toBe(false);
  });
});
