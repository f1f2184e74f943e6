import { createClientEnvironment, memoryTokenStorage } from "@chat/client";
import { demoUser, fakeFetch, loginResult, ok } from "@chat/client/test";
import type { Locale } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { followAccountLanguage } from "./account-language.js";

/** A session against a fake server, with the language it follows recorded instead of activated. */
function setup(account: Partial<Parameters<typeof demoUser>[0]>, browser: { active: Locale; chosen: Locale | null }, storedToken: string | null = null) {
  const user = demoUser(account);
  const server = fakeFetch({
    "POST /api/account/login": () => ok(loginResult("token-abc", user)),
    "GET /api/account/my-info": () => ok(user),
    "POST /api/user/language-edit": () => ok(null),
  });
  const env = createClientEnvironment({ baseUrl: "http://chat.test", tokenStorage: memoryTokenStorage(storedToken), getLocale: () => browser.active, fetch: server.fetch });
  const activated: Locale[] = [];
  const stop = followAccountLanguage({
    session: env.session,
    api: env.api,
    activeLocale: () => browser.active,
    browserChoice: () => browser.chosen,
    activate: async (locale) => {
      activated.push(locale);
      browser.active = locale;
    },
  });
  const edits = () => server.seen.filter((r) => r.path === "/api/user/language-edit");
  return { env, activated, edits, stop, seen: server.seen };
}

describe("the UI language follows the account", () => {
  it("switches a fresh browser to the account's language right after login", async () => {
    const { env, activated, edits } = setup({ language: "ja" }, { active: "en", chosen: null });
    await env.session.login("ada@example.com", "secret123");
    expect(activated).toEqual(["ja"]);
    expect(edits()).toHaveLength(0);
  });

  it("also on a start with a stored token", async () => {
    const { env, activated } = setup({ language: "de" }, { active: "en", chosen: null }, "stored");
    await env.session.loadUser();
    expect(activated).toEqual(["de"]);
  });

  it("changes nothing when the account's language is already active", async () => {
    const { env, activated, edits } = setup({ language: "sv" }, { active: "sv", chosen: "sv" });
    await env.session.login("ada@example.com", "secret123");
    expect(activated).toEqual([]);
    expect(edits()).toHaveLength(0);
  });

  it("saves the browser's earlier choice to an account that has no language yet", async () => {
    const { env, activated, edits } = setup({ language: "" }, { active: "de", chosen: "de" });
    await env.session.login("ada@example.com", "secret123");
    await expect.poll(() => edits().length).toBe(1);
    expect(edits()[0]?.body).toEqual({ language: "de" });
    expect(activated).toEqual([]);
  });

  it("saves nothing when neither the account nor the browser chose", async () => {
    const { env, activated, edits, seen } = setup({ language: "" }, { active: "en", chosen: null });
    await env.session.login("ada@example.com", "secret123");
    await expect.poll(() => seen.length).toBe(1);
    expect(edits()).toHaveLength(0);
    expect(activated).toEqual([]);
  });

  it("does not undo a language chosen after login when the same user is set again", async () => {
    const browser: { active: Locale; chosen: Locale | null } = { active: "en", chosen: null };
    const { env, activated } = setup({ language: "ja" }, browser);
    await env.session.login("ada@example.com", "secret123");
    browser.active = "ko";
    env.session.setUser(demoUser({ language: "ja", nickname: "Renamed" }));
    expect(activated).toEqual(["ja"]);
    expect(browser.active).toBe("ko");
  });

  it("follows the account again at the next login, after a logout", async () => {
    const browser: { active: Locale; chosen: Locale | null } = { active: "en", chosen: null };
    const { env, activated, stop } = setup({ language: "es" }, browser);
    await env.session.login("ada@example.com", "secret123");
    env.session.clear();
    browser.active = "en";
    await env.session.login("ada@example.com", "secret123");
    expect(activated).toEqual(["es", "es"]);
    stop();
  });
});
