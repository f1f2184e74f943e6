import { createApiClient } from "@chat/client";
import { demoPublicUser, envelope, fakeFetch, ok } from "@chat/client/test";
import { describe, expect, it } from "vitest";
import { idSearchTarget, searchAccountId } from "./id-search-actions.js";

function apiWith(routes: Parameters<typeof fakeFetch>[0]) {
  const http = fakeFetch(routes);
  return { api: createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} }), seen: http.seen };
}

describe("the header's ID search", () => {
  it("names a user by account ID (user number + 100000), never one's own", () => {
    expect(idSearchTarget(" 100005 ", 7)).toEqual({ kind: "user", userId: 5 });
    expect(idSearchTarget("100007", 7)).toEqual({ kind: "own" });
    expect(idSearchTarget("abc", 7)).toEqual({ kind: "invalid" });
    expect(idSearchTarget("100000", 7)).toEqual({ kind: "invalid" });
  });

  it("asks the user search for the ID typed and answers the user found", async () => {
    const { api, seen } = apiWith({ "GET /api/user/search": () => ok({ userVo: demoPublicUser({ id: 5 }) }) });
    expect(await searchAccountId(api, " 100005 ")).toEqual({ ok: true, userId: 5 });
    expect(seen.map((r) => r.path)).toEqual(["/api/user/search?content=100005"]);
  });

  it("an unknown ID answers the server's reason", async () => {
    const { api } = apiWith({ "GET /api/user/search": () => envelope(404, "Search user does not exist", null) });
    expect(await searchAccountId(api, "100009")).toEqual({ ok: false, message: "Search user does not exist" });
  });
});
