import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient, isApiError, languages, login, sendCode, type ApiError } from "../index.js";
import { envelope, fakeFetch, loginResult, ok } from "../test/fake-fetch.js";

function client(routes: Parameters<typeof fakeFetch>[0], token: string | null = "t0k3n") {
  const server = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: "http://chat.test",
    getToken: () => token,
    getLocale: () => "de",
    brand: "acme",
    fetch: server.fetch,
    onUnauthorized,
  });
  return { api, seen: server.seen, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("given the API client", () => {
  it("sends the spec's headers under /api and resolves data of a code-200 answer", async () => {
    const { api, seen } = client({ "GET /api/system/language": () => ok([{ code: "en", language: "English" }]) });
    await expect(languages(api)).resolves.toEqual([{ code: "en", language: "English" }]);
    const [request] = seen;
    expect(request?.path).toBe("/api/system/language");
    expect(request?.headers.get("Authorization")).toBe("Bearer t0k3n");
    expect(request?.headers.get("Accept-Language")).toBe("de");
    expect(request?.headers.get("X-Platform")).toBe("Web");
    expect(request?.headers.get("X-Brand")).toBe("acme");
  });

  it("sends no Authorization header without a token, and posts JSON bodies", async () => {
    const { api, seen } = client({ "POST /api/account/login": () => ok(loginResult()) }, null);
    await login(api, { account: "ada@example.com", password: "secret123" });
    expect(seen[0]?.headers.has("Authorization")).toBe(false);
    expect(seen[0]?.body).toEqual({ account: "ada@example.com", password: "secret123" });
  });

  it("passes search parameters on GET", async () => {
    const { api, seen } = client({ "GET /api/user/info": () => ok({}) });
    await api.get("/user/info", { userId: 5, skip: undefined });
    expect(seen[0]?.path).toBe("/api/user/info?userId=5");
  });

  it("turns HTTP 401 into an unauthorized error and calls onUnauthorized", async () => {
    const { api, onUnauthorized } = client({
      "GET /api/account/my-info": () => envelope(401, "Unauthorized: Authorization verification failed", null),
    });
    const error = await failure(api.get("account/my-info"));
    expect(error.kind).toBe("unauthorized");
    expect(error.msg).toBe("Unauthorized: Authorization verification failed");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("treats body code 401 inside an HTTP 200 the same way", async () => {
    const body = JSON.stringify({ code: 401, msg: "Session ended", data: null });
    const { api, onUnauthorized } = client({ "GET /api/x": () => new Response(body, { status: 200 }) });
    const error = await failure(api.get("x"));
    expect(error.kind).toBe("unauthorized");
    expect(error.msg).toBe("Session ended");
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("marks HTTP 403 as forbidden with the server's message", async () => {
    const { api, onUnauthorized } = client({ "POST /api/x": () => envelope(403, "Not your message", null) });
    const error = await failure(api.post("x", {}));
    expect(error).toMatchObject({ kind: "forbidden", status: 403, msg: "Not your message" });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the server message and code of other failures", async () => {
    const { api } = client({ "POST /api/account/register": () => envelope(409, "User already exists", null) });
    const error = await failure(api.post("account/register", {}));
    expect(error).toMatchObject({ kind: "server", code: 409, status: 409, msg: "User already exists" });
  });

  it("keeps a domain body code such as 105 (out of coins)", async () => {
    const body = JSON.stringify({ code: 105, msg: "Insufficient gold coins!", data: null });
    const { api } = client({ "POST /api/message/send": () => new Response(body, { status: 402 }) });
    const error = await failure(api.post("message/send", {}));
    expect(error).toMatchObject({ kind: "server", code: 105, status: 402 });
  });

  it("keeps the Retry-After seconds of a 429", async () => {
    const { api } = client({
      "POST /api/account/verification-code": () =>
        envelope(429, "Please wait before requesting another code.", null, { "Retry-After": "42" }),
    });
    const error = await failure(sendCode(api, { email: "ada@example.com", type: "register" }));
    expect(error).toMatchObject({ kind: "server", status: 429, retryAfterS: 42 });
  });

  it("reports an HTTP 503 as maintenance with the server's text and tells the app", async () => {
    const heard: string[] = [];
    const api = createApiClient({
      baseUrl: "http://chat.test",
      getToken: () => null,
      getLocale: () => "de",
      onUnauthorized: () => {},
      onMaintenance: (text) => heard.push(text),
      fetch: async () => Response.json({ code: 503, msg: "Der Server wird gerade gewartet.", data: null }, { status: 503 }),
    });
    const error = await failure(api.post("account/login", {}));
    expect(error).toMatchObject({ kind: "maintenance", status: 503, code: 503, msg: "Der Server wird gerade gewartet." });
    expect(heard).toEqual(["Der Server wird gerade gewartet."]);
  });

  it("tells the app nothing about maintenance when only the network fails", async () => {
    const heard: string[] = [];
    const api = createApiClient({
      baseUrl: "http://chat.test",
      getToken: () => null,
      getLocale: () => "en",
      onUnauthorized: () => {},
      onMaintenance: (text) => heard.push(text),
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await failure(api.get("x"))).toMatchObject({ kind: "maintenance", status: 0 });
    expect(heard).toEqual([]);
  });

  it("reports maintenance for a non-JSON 5xx", async () => {
    const { api } = client({ "GET /api/x": () => new Response("<h1>Bad gateway</h1>", { status: 502 }) });
    const error = await failure(api.get("x"));
    expect(error).toMatchObject({ kind: "maintenance", status: 502, msg: "" });
  });

  it("reports maintenance when the network is down, and does not retry a POST", async () => {
    let calls = 0;
    const api = createApiClient({
      baseUrl: "http://chat.test",
      getToken: () => null,
      getLocale: () => "en",
      onUnauthorized: () => {},
      fetch: async () => {
        calls += 1;
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await failure(api.post("account/login", {}));
    expect(error).toMatchObject({ kind: "maintenance", status: 0 });
    expect(calls).toBe(1);
  });

  it("gives up after the 30 s timeout with the maintenance class", async () => {
    vi.useFakeTimers();
    const { api } = client({
      "GET /api/slow": (request) =>
        new Promise<Response>(() => {
          void request;
        }),
    });
    let settled: ApiError | undefined;
    void failure(api.get("slow")).then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toMatchObject({ kind: "maintenance", status: 0 });
  });
});
