import { afterEach, describe, expect, it } from "vitest";
import { cookieTokenStorage, createClientEnvironment, memoryTokenStorage, TOKEN_COOKIE } from "../index.js";
import { fakeFetch, loginResult, ok } from "../test/fake-fetch.js";

/** A document stand-in that records every cookie written, attributes included. */
function recordingDocument(protocol = "https:") {
  const writes: string[] = [];
  let jar = "";
  return {
    writes,
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = ""] = value.split(";");
      const maxAge = /Max-Age=(\d+)/.exec(value)?.[1];
      jar = maxAge === "0" ? "" : pair;
    },
  };
}

afterEach(() => {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
  sessionStorage.clear();
});

describe("given the cookie token storage", () => {
  it("keeps the token 30 days, path /, SameSite=Lax, Secure on https", () => {
    const doc = recordingDocument("https:");
    const now = Date.UTC(2025, 0, 1);
    const storage = cookieTokenStorage(doc, () => now);
    storage.set("abc/+=");
    expect(storage.get()).toBe("abc/+=");
    const written = doc.writes[0] ?? "";
    expect(written).toContain(`${TOKEN_COOKIE}=abc%2F%2B%3D`);
    expect(written).toContain("Max-Age=2592000");
    expect(written).toContain(`Expires=${new Date(now + 30 * 86_400_000).toUTCString()}`);
    expect(written).toContain("Path=/");
    expect(written).toContain("SameSite=Lax");
    expect(written).toContain("Secure");
  });

  it("leaves Secure out on plain http (local development) and clears with Max-Age=0", () => {
    const doc = recordingDocument("http:");
    const storage = cookieTokenStorage(doc);
    storage.set("abc");
    expect(doc.writes[0]).not.toContain("Secure");
    storage.clear();
    expect(doc.writes[1]).toContain("Max-Age=0");
    expect(storage.get()).toBeNull();
  });

  it("works on the real document", () => {
    const storage = cookieTokenStorage(document);
    storage.set("real-token");
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=real-token`);
    expect(cookieTokenStorage(document).get()).toBe("real-token");
    storage.clear();
    expect(storage.get()).toBeNull();
  });

  it("after login the browser holds the token and no trace of the password", async () => {
    const password = "Pa55word-very-secret";
    const server = fakeFetch({ "POST /api/account/login": () => ok(loginResult("tok-cookie")) });
    const { session } = createClientEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: cookieTokenStorage(document),
      getLocale: () => "en",
      fetch: server.fetch,
    });
    await session.login("ada@example.com", password);
    expect(document.cookie).toContain("tok-cookie");
    const everything = [
      document.cookie,
      ...Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
      ...Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
      JSON.stringify(session.$user.get()),
    ].join("\n");
    expect(everything).not.toContain(password);
  });
});

describe("given the memory token storage", () => {
  it("holds a token until cleared", () => {
    const storage = memoryTokenStorage("x");
    expect(storage.get()).toBe("x");
    storage.clear();
    expect(storage.get()).toBeNull();
  });
});
