import type { UserInfo } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("language-edit and localized messages on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("saves the account's language, which my-info then reports", async () => {
    const { email, password } = await t.register();
    const token = await t.login(email, password);
    const res = await t.post("/api/user/language-edit", { language: "ja" }, { token });
    expect(res.status).toBe(200);
    // The notice already speaks the newly chosen language.
    expect(res.body).toMatchObject({ code: 200, msg: "保存しました" });
    const me = await t.get<UserInfo>("/api/account/my-info", { token });
    expect(me.body.data.language).toBe("ja");
  });

  it("refuses a language outside the 17 UI locales and a caller without a session", async () => {
    const { email, password } = await t.register();
    const token = await t.login(email, password);
    const bad = await t.post("/api/user/language-edit", { language: "xx" }, { token, language: "de" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, msg: "Die Anfrage ist ungültig.", data: null });
    expect((await t.post("/api/user/language-edit", { language: "de" })).status).toBe(401);
  });

  it("answers a wrong password in the request's Accept-Language", async () => {
    const { email } = await t.register();
    const login = (language: string) =>
      t.post("/api/account/login", { account: email, password: "wrong-pass1" }, { ip: t.nextIp(), language });
    expect((await login("de-DE,de;q=0.9,en;q=0.5")).body.msg).toBe("Falsches Konto oder Passwort.");
    expect((await login("ar")).body.msg).toBe("الحساب أو كلمة المرور غير صحيحة.");
    expect((await login("zh-Hant-TW")).body.msg).toBe("帳號或密碼錯誤。");
    expect((await login("tlh")).body.msg).toBe("Wrong account or password.");
  });
});
