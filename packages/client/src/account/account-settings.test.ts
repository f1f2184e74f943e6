import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccountSettings, createClientEnvironment, memoryTokenStorage, refusedField, validateCancel, validateChangePassword } from "../index.js";
import { demoUser, envelope, fakeFetch, ok } from "../test/fake-fetch.js";

/** A signed-in client over a fake server, with the settings store on top. */
async function signedIn(routes: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch({ "GET /api/account/my-info": () => ok(demoUser()), ...routes });
  const env = createClientEnvironment({ baseUrl: "http://chat.test", tokenStorage: memoryTokenStorage("tok-1"), getLocale: () => "en", fetch: server.fetch });
  await env.session.loadUser();
  return { ...env, settings: createAccountSettings({ api: env.api, session: env.session }), seen: server.seen };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("given the password change", () => {
  it("sends the current and the new password, keeps the session and confirms", async () => {
    const { settings, session, seen } = await signedIn({ "POST /api/account/update-pass": () => ok(null) });
    await settings.changePassword("secret123", "newpass456");
    expect(seen.at(-1)).toMatchObject({ method: "POST", path: "/api/account/update-pass", body: { oldPassword: "secret123", password: "newpass456" } });
    expect(settings.$passwordChanged.get()).toBe(true);
    expect(session.$token.get()).toBe("tok-1");
    settings.editPassword();
    expect(settings.$passwordChanged.get()).toBe(false);
  });

  it("throws a wrong current password with the field it names, and confirms nothing", async () => {
    const { settings, session } = await signedIn({
      "POST /api/account/update-pass": () => envelope(400, "Das aktuelle Passwort ist falsch.", { field: "oldPassword" }),
    });
    const error = await settings.changePassword("nope12345", "newpass456").catch((e: unknown) => e);
    expect(refusedField(error)).toBe("oldPassword");
    expect(error).toMatchObject({ msg: "Das aktuelle Passwort ist falsch." });
    expect(settings.$passwordChanged.get()).toBe(false);
    expect(session.$token.get()).toBe("tok-1");
  });

  it("checks the fields with the protocol's schema and the confirmation before sending", () => {
    expect(validateChangePassword({ oldPassword: "", password: "short", confirmPassword: "other" })).toEqual({
      ok: false,
      errors: { oldPassword: "oldPasswordWrong", password: "passwordFormat", confirmPassword: "passwordMismatch" },
    });
    expect(validateChangePassword({ oldPassword: "secret123", password: "newpass456", confirmPassword: "newpass456" })).toEqual({
      ok: true,
      data: { oldPassword: "secret123", password: "newpass456" },
    });
  });
});

describe("given the account deletion", () => {
  it("deletes with the password, then forgets the session and the chat's copies here", async () => {
    const { session, seen, api } = await signedIn({ "POST /api/account/cancel-account": () => ok(null) });
    const me = session.$user.get()?.id ?? 0;
    const kept = new Map([[`chat:${me}:messages:2`, "[…]"], [`chat:${me}:seq`, "41"], [`chat:${me + 1}:seq`, "7"], ["languageList", "[]"]]);
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
      key: (i: number) => [...kept.keys()][i] ?? null,
      get length() {
        return kept.size;
      },
    };
    const settings = createAccountSettings({ api, session, storage });
    await settings.deleteAccount({ password: "secret123" });
    expect([...kept.keys()]).toEqual([`chat:${me + 1}:seq`, "languageList"]);
    expect(seen.at(-1)).toMatchObject({ path: "/api/account/cancel-account", body: { password: "secret123" } });
    expect(session.$token.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
  });

  it("keeps the session when the server refuses, with the refused field", async () => {
    const { settings, session } = await signedIn({
      "POST /api/account/cancel-account": () => envelope(400, "The current password is wrong.", { field: "password" }),
    });
    const error = await settings.deleteAccount({ password: "wrong1234" }).catch((e: unknown) => e);
    expect(refusedField(error)).toBe("password");
    expect(session.$token.get()).toBe("tok-1");
  });

  it("mails a deletion code once a minute and deletes with it", async () => {
    vi.useFakeTimers();
    const { settings, session, seen } = await signedIn({
      "POST /api/account/cancel-code": () => ok(null),
      "POST /api/account/cancel-account": () => ok(null),
    });
    await settings.cancelCode.send();
    await settings.cancelCode.send();
    expect(seen.filter((r) => r.path === "/api/account/cancel-code")).toHaveLength(1);
    expect(settings.cancelCode.$wait.get()).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settings.cancelCode.$wait.get()).toBe(0);
    await settings.deleteAccount({ code: "123456" });
    expect(seen.at(-1)?.body).toEqual({ code: "123456" });
    expect(session.$token.get()).toBeNull();
    settings.reset();
  });

  it("checks the confirmation the account asks for", () => {
    expect(validateCancel("password", { password: "", code: "" })).toEqual({ ok: false, errors: { password: "accountRequired" } });
    expect(validateCancel("password", { password: "secret123", code: "" })).toEqual({ ok: true, data: { password: "secret123" } });
    expect(validateCancel("code", { password: "", code: "12" })).toEqual({ ok: false, errors: { code: "codeFormat" } });
    expect(validateCancel("code", { password: "", code: " 123456 " })).toEqual({ ok: true, data: { code: "123456" } });
  });
});
