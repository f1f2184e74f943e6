import { createMemoryStorage } from "../chat/testing/index.js";
import { envelope, fakeFetch, ok } from "../test/fake-fetch.js";
import { describe, expect, it } from "vitest";
import { createConsoleSession, OPERATOR_TOKEN_KEY } from "./console-api.js";

const OPERATOR = { id: 1, email: "anna@example.com", role: "support" as const };

describe("the console's session", () => {
  it("logs in in two steps, then sends its token as X-Operator-Token and never as a bearer token", async () => {
    const server = fakeFetch({
      "POST /api/admin/login": () => ok({ challenge: "c".repeat(43) }),
      "POST /api/admin/login/verify": () => ok({ token: "t".repeat(43), operator: OPERATOR, expiresAt: 1 }),
      "GET /api/admin/me": () => ok(OPERATOR),
    });
    const storage = createMemoryStorage();
    const session = createConsoleSession({ baseUrl: "http://chat.test", storage, fetch: server.fetch });
    expect(session.$operator.get()).toBeNull();
    const challenge = await session.start("anna@example.com", "secret");
    await session.verify(challenge, "123456");
    expect(session.$operator.get()).toEqual(OPERATOR);
    expect(storage.getItem(OPERATOR_TOKEN_KEY)).toBe("t".repeat(43));
    await session.api.get("admin/me");
    const last = server.seen.at(-1);
    expect(last?.headers.get("x-operator-token")).toBe("t".repeat(43));
    expect(last?.headers.get("authorization")).toBeNull();
    expect(server.seen[1]?.body).toEqual({ challenge, code: "123456" });
  });

  it("forgets the token when the server says the session ended", async () => {
    const server = fakeFetch({ "GET /api/admin/me": () => envelope(401, "Unauthorized", null) });
    const storage = createMemoryStorage();
    storage.setItem(OPERATOR_TOKEN_KEY, "old-token-old-token");
    const session = createConsoleSession({ baseUrl: "http://chat.test", storage, fetch: server.fetch });
    expect(session.$operator.get()).toBeUndefined();
    await session.load();
    expect(session.$operator.get()).toBeNull();
    expect(storage.getItem(OPERATOR_TOKEN_KEY)).toBeNull();
  });
});
