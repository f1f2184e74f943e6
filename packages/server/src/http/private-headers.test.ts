import { describe, expect, it } from "vitest";
import { addUser } from "../testing/social.js";
import { createTestApp } from "../testing/test-app.js";
import { HSTS } from "./private-headers.js";

describe("private answers and HTTPS only", () => {
  it("API answers are not stored by any cache; outside production no HSTS", async () => {
    const t = await createTestApp("sqlite");
    const u = await addUser(t, "Private");
    const mine = await t.app.inject({ method: "GET", url: "/api/account/my-info", headers: { authorization: `Bearer ${u.token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ method: "GET", url: "/api/account/my-info" })).headers["cache-control"]).toBe("no-store");
    expect(mine.headers["strict-transport-security"]).toBeUndefined();
    await t.close();
  });

  it("in production every answer says HTTPS only", async () => {
    const t = await createTestApp("sqlite", { config: { production: true } });
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.headers["strict-transport-security"]).toBe(HSTS);
    expect((await t.app.inject({ method: "GET", url: "/no-such-page" })).headers["strict-transport-security"]).toBe(HSTS);
    await t.close();
  });
});
