import { describe, expect, it } from "vitest";
import { createClientEnvironment, memoryTokenStorage, type TokenStorage } from "../index.js";
import { demoUser, envelope, fakeFetch, loginResult, ok } from "../test/fake-fetch.js";

function environment(routes: Parameters<typeof fakeFetch>[0], tokenStorage: TokenStorage = memoryTokenStorage()) {
  const server = fakeFetch(routes);
  let loggedOut = 0;
  const env = createClientEnvironment({
    baseUrl: "http://chat.test",
    tokenStorage,
    getLocale: () => "en",
    fetch: server.fetch,
    onLoggedOut: () => (loggedOut += 1),
  });
  return { ...env, seen: server.seen, tokenStorage, loggedOut: () => loggedOut };
}

describe("given no stored token", () => {
  it("starts anonymous and logs in: token stored, user known, state ready", async () => {
    const { session, tokenStorage, seen } = environment({ "POST /api/account/login": () => ok(loginResult("tok-1")) });
    expect(session.$sessionState.get()).toBe("anonymous");
    const user = await session.login("ada@example.com", "secret123");
    expect(user.nickname).toBe("Ada");
    expect(session.$token.get()).toBe("tok-1");
    expect(tokenStorage.get()).toBe("tok-1");
    expect(session.$user.get()?.id).toBe(7);
    expect(session.$sessionState.get()).toBe("ready");
    expect(seen[0]?.body).toEqual({ account: "ada@example.com", password: "secret123" });
  });

  it("stays anonymous when the login fails", async () => {
    const { session } = environment({ "POST /api/account/login": () => envelope(400, "Wrong account or password.", null) });
    await expect(session.login("ada@example.com", "nope12345")).rejects.toMatchObject({ msg: "Wrong account or password." });
    expect(session.$token.get()).toBeNull();
    expect(session.$sessionState.get()).toBe("anonymous");
  });

  it("registers, then logs in with the same e-mail and password", async () => {
    const { session, seen } = environment({
      "POST /api/account/register": () => ok(null),
      "POST /api/account/login": () => ok(loginResult("tok-new")),
    });
    await session.register("ada@example.com", "123456", "secret123");
    expect(seen.map((r) => r.path)).toEqual(["/api/account/register", "/api/account/login"]);
    expect(session.$token.get()).toBe("tok-new");
  });
});

describe("given a password reset", () => {
  it("sends the reset code and new password, and ends a session held here", async () => {
    const { session, seen } = environment(
      { "POST /api/account/update-pass": () => ok(null) },
      memoryTokenStorage("stored"),
    );
    await session.resetPassword("ada@example.com", "654321", "newpass123");
    expect(seen[0]?.body).toEqual({ email: "ada@example.com", code: "654321", password: "newpass123" });
    expect(session.$token.get()).toBeNull();
  });
});

describe("given a stored token", () => {
  it("starts loading, then loadUser fetches my-info with the token", async () => {
    const { session, seen } = environment(
      { "GET /api/account/my-info": () => ok(demoUser({ nickname: "Grace" })) },
      memoryTokenStorage("stored"),
    );
    expect(session.$sessionState.get()).toBe("loading");
    await session.loadUser();
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer stored");
    expect(session.$user.get()?.nickname).toBe("Grace");
    expect(session.$sessionState.get()).toBe("ready");
  });

  it("logs out when my-info fails (product §4), even for a non-401 failure", async () => {
    const { session, tokenStorage } = environment(
      { "GET /api/account/my-info": () => new Response("down", { status: 502 }) },
      memoryTokenStorage("stored"),
    );
    await session.loadUser();
    expect(session.$sessionState.get()).toBe("anonymous");
    expect(tokenStorage.get()).toBeNull();
  });

  it("keeps the session when the server is under maintenance (HTTP 503), so it resumes afterwards", async () => {
    let closed = true;
    const { session, tokenStorage } = environment(
      {
        "GET /api/account/my-info": () =>
          closed ? envelope(503, "The server is under maintenance. Please try again later.", null) : ok(demoUser({ nickname: "Grace" })),
      },
      memoryTokenStorage("stored"),
    );
    await session.loadUser();
    expect(tokenStorage.get()).toBe("stored");
    expect(session.$token.get()).toBe("stored");
    closed = false;
    await session.loadUser();
    expect(session.$user.get()?.nickname).toBe("Grace");
    expect(session.$sessionState.get()).toBe("ready");
  });

  it("a 401 from any call clears the session and reports the logout", async () => {
    const { api, session, tokenStorage, loggedOut } = environment(
      { "GET /api/friend/friend-list": () => envelope(401, "Unauthorized: Authorization verification failed", null) },
      memoryTokenStorage("dead"),
    );
    await expect(api.get("friend/friend-list")).rejects.toMatchObject({ kind: "unauthorized" });
    expect(session.$token.get()).toBeNull();
    expect(tokenStorage.get()).toBeNull();
    expect(session.$sessionState.get()).toBe("anonymous");
    expect(loggedOut()).toBe(1);
  });

  it("logout tells the server and forgets the token", async () => {
    const { session, seen, tokenStorage } = environment(
      { "POST /api/account/logout": () => ok(null) },
      memoryTokenStorage("stored"),
    );
    await session.logout();
    expect(seen[0]?.path).toBe("/api/account/logout");
    expect(seen[0]?.headers.get("Authorization")).toBe("Bearer stored");
    expect(tokenStorage.get()).toBeNull();
    expect(session.$sessionState.get()).toBe("anonymous");
  });

  it("logout still forgets the session when the server fails", async () => {
    const { session, tokenStorage } = environment(
      { "POST /api/account/logout": () => new Response("boom", { status: 500 }) },
      memoryTokenStorage("stored"),
    );
    await session.logout();
    expect(tokenStorage.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
  });

  it("an old my-info answer arriving after logout does not revive the session", async () => {
    let answer: (r: Response) => void = () => {};
    const { session } = environment(
      {
        "GET /api/account/my-info": () => new Promise<Response>((resolve) => (answer = resolve)),
        "POST /api/account/logout": () => ok(null),
      },
      memoryTokenStorage("stored"),
    );
    const loading = session.loadUser();
    await new Promise((r) => setTimeout(r, 0));
    await session.logout();
    answer(ok(demoUser()));
    await loading;
    expect(session.$user.get()).toBeNull();
    expect(session.$sessionState.get()).toBe("anonymous");
  });
});
