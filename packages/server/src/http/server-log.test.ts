import { describe, expect, it } from "vitest";
import { loadInfrastructureConfig } from "../config.js";
import { createTestApp } from "../testing/test-app.js";

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  req?: unknown;
}

describe("the server's log", () => {
  it("logs a 500 as one JSON line with its error, stack and request id, and no line for requests that went well", async () => {
    const lines: LogLine[] = [];
    const t = await createTestApp("sqlite", { logger: { level: "info", stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } } });
    expect((await t.get("/api/system/language")).status).toBe(200);
    expect(lines.filter((l) => l.req !== undefined)).toEqual([]);
    // The database goes away under the server: the next call that needs it fails.
    await t.database.db.destroy();
    const failed = await t.post("/api/account/login", { account: "someone@example.com", password: "secret123" });
    expect(failed.status).toBe(500);
    expect(failed.body.msg).toBe("The server is under maintenance. Please try again later.");
    const error = lines.find((l) => l.msg === "request failed");
    expect(error).toMatchObject({ level: 50, reqId: expect.any(String) });
    expect(error?.err?.message).toMatch(/\S/);
    expect(error?.err?.stack).toContain("at ");
    await t.app.close();
    expect(lines.some((l) => l.msg === "server stopping")).toBe(true);
    await t.close().catch(() => {});
  });

  it("has a line per request with LOG_REQUESTS=1, with the same request id as its answer's", async () => {
    const lines: LogLine[] = [];
    const t = await createTestApp("sqlite", { logRequests: true, logger: { level: "info", stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } } });
    expect((await t.get("/api/system/language")).status).toBe(200);
    const incoming = lines.find((l) => l.msg === "incoming request");
    expect(incoming?.reqId).toEqual(expect.any(String));
    expect(lines.some((l) => l.msg === "request completed" && l.reqId === incoming?.reqId)).toBe(true);
    await t.close();
  });

  it("is on at info by default (LOG_LEVEL), every request only with LOG_REQUESTS=1, and refuses an unknown level", () => {
    expect(loadInfrastructureConfig({}, [])).toMatchObject({ logLevel: "info", logRequests: false });
    expect(loadInfrastructureConfig({ LOG_LEVEL: "WARN", LOG_REQUESTS: "1" }, [])).toMatchObject({ logLevel: "warn", logRequests: true });
    expect(() => loadInfrastructureConfig({ LOG_LEVEL: "loud" }, [])).toThrow(/LOG_LEVEL/);
  });
});
