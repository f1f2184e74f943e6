import { describe, expect, it, vi } from "vitest";
import { envelope, fakeFetch, ok, type SeenRequest } from "../test/fake-fetch.js";
import { createApiClient, type ApiClient, type ApiClientOptions } from "./api-client.js";
import { createFetchClient } from "./fetch-client.js";

type Routes = Parameters<typeof fakeFetch>[0];

/** One call through a client against the fake server: what the server saw and what the caller got. */
async function run(make: (options: ApiClientOptions) => ApiClient, routes: Routes, call: (api: ApiClient) => Promise<unknown>, failNetwork = 0) {
  const server = fakeFetch(routes);
  let failures = failNetwork;
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  const onUnauthorized = vi.fn();
  const onMaintenance = vi.fn();
  const api = make({ baseUrl: "http://chat.test/", getToken: () => "t0k3n", getLocale: () => "ru", brand: "acme", fetch, onUnauthorized, onMaintenance });
  const outcome = await call(api).then(
    (data) => ({ data }),
    (error: unknown) => ({ error: { ...(error as object), name: (error as Error).name, message: (error as Error).message } }),
  );
  const seen = server.seen.map((request: SeenRequest) => ({ ...request, headers: [...request.headers.entries()].sort() }));
  return { outcome, seen, unauthorized: onUnauthorized.mock.calls, maintenance: onMaintenance.mock.calls };
}

const user = { id: 7, nickname: "Ann" };
const cases: [string, Routes, (api: ApiClient) => Promise<unknown>, number?][] = [
  ["a GET answered with data", { "GET /api/account/my-info": () => ok(user) }, (api) => api.get("account/my-info")],
  ["a GET with search parameters", { "GET /api/wallet/balance": () => ok({ coins: 3 }) }, (api) => api.get("/wallet/balance", { a: 1, b: undefined, c: "x y" })],
  ["a POST without a body", { "POST /api/message/user-session-list": () => ok([]) }, (api) => api.post("message/user-session-list")],
  ["a POST with a JSON body", { "POST /api/message/send": () => ok({ id: 1 }) }, (api) => api.post("message/send", { text: "привет" })],
  ["an HTTP 401", { "GET /api/account/my-info": () => envelope(401, "Session expired", null) }, (api) => api.get("account/my-info")],
  ["a body code 401 in an HTTP 200", { "GET /api/account/my-info": () => new Response(JSON.stringify({ code: 401, msg: "gone", data: null })) }, (api) => api.get("account/my-info")],
  ["an HTTP 403", { "GET /api/wallet/balance": () => envelope(403, "Banned", null) }, (api) => api.get("wallet/balance")],
  ["a domain code", { "POST /api/message/send": () => envelope(105, "Not enough coins", { need: 5 }) }, (api) => api.post("message/send", {})],
  ["a 429 with Retry-After", { "GET /api/wallet/balance": () => envelope(429, "Slow down", null, { "Retry-After": "42" }) }, (api) => api.get("wallet/balance")],
  ["a 503", { "GET /api/wallet/balance": () => envelope(503, "Back soon", null) }, (api) => api.get("wallet/balance")],
  ["a non-JSON 502", { "GET /api/wallet/balance": () => new Response("<html>bad gateway</html>", { status: 502 }) }, (api) => api.get("wallet/balance")],
  ["a GET whose first try meets a network failure", { "GET /api/message/unread-message": () => ok({ applys: 1 }) }, (api) => api.get("message/unread-message"), 1],
  ["a GET whose two tries meet network failures", { "GET /api/message/unread-message": () => ok({ applys: 1 }) }, (api) => api.get("message/unread-message"), 2],
  ["a POST that meets a network failure (never repeated)", { "POST /api/message/user-session-list": () => ok([]) }, (api) => api.post("message/user-session-list"), 1],
];

describe("given the launcher's fetch client", () => {
  it.each(cases)("sends and settles %s exactly as the ky API client does", async (_name, routes, call, failNetwork) => {
    const ky = await run(createApiClient, routes, call, failNetwork);
    const fetched = await run(createFetchClient, routes, call, failNetwork);
    expect(fetched).toEqual(ky);
  });

  it("sends the token, the locale, the platform and the brand", async () => {
    const { seen } = await run(createFetchClient, { "GET /api/account/my-info": () => ok(user) }, (api) => api.get("account/my-info"));
    expect(Object.fromEntries(seen[0]?.headers ?? [])).toMatchObject({ authorization: "Bearer t0k3n", "accept-language": "ru", "x-platform": "Web", "x-brand": "acme" });
  });

  it("ends the session on a 401 and reports maintenance on a 503", async () => {
    const dead = await run(createFetchClient, { "GET /api/account/my-info": () => envelope(401, "Session expired", null) }, (api) => api.get("account/my-info"));
    expect(dead.unauthorized).toHaveLength(1);
    expect(dead.outcome).toMatchObject({ error: { kind: "unauthorized", status: 401 } });
    const down = await run(createFetchClient, { "GET /api/wallet/balance": () => envelope(503, "Back soon", null) }, (api) => api.get("wallet/balance"));
    expect(down.maintenance).toEqual([["Back soon"]]);
  });

  it("reports an upload's progress through sendWithProgress, to the same URL with the same headers as the ky client", async () => {
    const sends: { url: string; auth: string | null }[] = [];
    const make = (create: (options: ApiClientOptions) => ApiClient) =>
      create({
        baseUrl: "http://chat.test",
        getToken: () => "t0k3n",
        getLocale: () => "en",
        onUnauthorized: () => {},
        sendWithProgress: async ({ url, headers, onProgress }) => {
          sends.push({ url, auth: headers.get("authorization") });
          onProgress(0.5);
          onProgress(1);
          return ok({ url: "/files/x" });
        },
      });
    for (const create of [createApiClient, createFetchClient]) {
      const progress: number[] = [];
      expect(await make(create).upload("file/upload", new FormData(), (f) => progress.push(f))).toEqual({ url: "/files/x" });
      expect(progress).toEqual([0.5, 1]);
    }
    expect(sends[1]).toEqual(sends[0]);
    expect(sends[0]).toEqual({ url: "http://chat.test/api/file/upload", auth: "Bearer t0k3n" });
  });
});
