import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient, createCodeSender } from "../index.js";
import { envelope, fakeFetch, ok } from "../test/fake-fetch.js";

function sender(routes: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(routes);
  const api = createApiClient({
    baseUrl: "http://chat.test",
    getToken: () => null,
    getLocale: () => "en",
    fetch: server.fetch,
    onUnauthorized: () => {},
  });
  return { codes: createCodeSender({ api }), seen: server.seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("given the code sender", () => {
  it("counts 60 s down after a code was sent, and refuses to send meanwhile", async () => {
    vi.useFakeTimers();
    const { codes, seen } = sender({ "POST /api/account/verification-code": () => ok(null) });
    await codes.send("ada@example.com", "register");
    expect(seen[0]?.body).toEqual({ email: "ada@example.com", type: "register" });
    expect(codes.$wait.get()).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(codes.$wait.get()).toBe(59);
    await codes.send("ada@example.com", "register");
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(codes.$wait.get()).toBe(0);
    codes.stop();
  });

  it("follows the server's Retry-After on 429 and rethrows the error", async () => {
    vi.useFakeTimers();
    const { codes } = sender({
      "POST /api/account/verification-code": () =>
        envelope(429, "Please wait before requesting another code.", null, { "Retry-After": "17" }),
    });
    await expect(codes.send("ada@example.com", "reset")).rejects.toMatchObject({ status: 429 });
    expect(codes.$wait.get()).toBe(17);
    expect(codes.$sending.get()).toBe(false);
    codes.stop();
  });

  it("does not count down when sending failed otherwise", async () => {
    const { codes } = sender({ "POST /api/account/verification-code": () => envelope(500, "Mail failed", null) });
    await expect(codes.send("ada@example.com", "register")).rejects.toMatchObject({ msg: "Mail failed" });
    expect(codes.$wait.get()).toBe(0);
  });
});
