import type { MyInfo, PartnerSession } from "@chat/protocol";
import { SERVER_MESSAGES } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { parsePartnerKeys } from "../../security/partner-keys.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

const SHOP_KEY = "shop-key-0123456789abcdefghijklmnop";

describe.each(testDatabases)("deleting an account without a password on %s", (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { partners: parsePartnerKeys(`https://shop.example=${SHOP_KEY}`) } });
  });
  afterAll(() => t.close());

  /** A member the partner handed over (no password), optionally with an e-mail address on file. */
  async function member(email?: string): Promise<{ userId: number; token: string; externalId: string }> {
    const externalId = `m-${++seq}`;
    const res = await t.post<PartnerSession>("/api/partner/session", { externalId, nickname: "Member" }, { token: SHOP_KEY, ip: t.nextIp() });
    expect(res.status).toBe(200);
    const { userId, token } = res.body.data;
    if (email) await t.database.db.updateTable("users").set({ email }).where("id", "=", userId).execute();
    return { userId, token, externalId };
  }
  const myInfo = (token: string) => t.get<MyInfo>("/api/account/my-info", { token });

  it("confirms with a code mailed to the address on file", async () => {
    const email = t.nextEmail("member");
    const m = await member(email);
    expect((await myInfo(m.token)).body.data.cancelConfirm).toBe("code");

    // Without the code, the answer says what is missing.
    const bare = await t.post("/api/account/cancel-account", {}, { token: m.token, language: "de" });
    expect(bare.status).toBe(400);
    expect(bare.body.msg).toBe("Bitte gib den Bestätigungscode ein, den wir an deine E-Mail-Adresse gesendet haben.");

    const sent = await t.post("/api/account/cancel-code", {}, { token: m.token });
    expect(sent.status).toBe(200);
    expect(t.mailer.to(email).at(-1)?.text).toContain("delete your account");
    const code = t.mailer.lastCode(email);
    // The mail limits of every code apply: one mail a minute per address.
    expect((await t.post("/api/account/cancel-code", {}, { token: m.token })).status).toBe(429);

    const wrong = await t.post("/api/account/cancel-account", { code: code === "000000" ? "111111" : "000000" }, { token: m.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(SERVER_MESSAGES.codeWrong);
    expect((await myInfo(m.token)).status).toBe(200);

    const done = await t.post("/api/account/cancel-account", { code }, { token: m.token });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe(SERVER_MESSAGES.accountCancelled);
    expect((await myInfo(m.token)).status).toBe(401);
    const row = await t.database.db.selectFrom("users").selectAll().where("id", "=", m.userId).executeTakeFirstOrThrow();
    // No address stays (not even its hash: this member never paid); erase-account.test.ts has the rest.
    expect(row).toMatchObject({ email: null, deleted_email: null });
    expect(row.deleted_at).not.toBeNull();
  });

  it("a code for another purpose or another account does not delete", async () => {
    const email = t.nextEmail("other");
    const m = await member(email);
    const registration = await t.post("/api/account/verification-code", { email: t.nextEmail("fresh"), type: "register" }, { ip: t.nextIp() });
    expect(registration.status).toBe(200);
    const foreign = t.mailer.lastCode(t.mailer.sent.at(-1)!.to);
    const res = await t.post("/api/account/cancel-account", { code: foreign }, { token: m.token });
    expect(res.status).toBe(400);
    expect((await myInfo(m.token)).status).toBe(200);
  });

  it("a member with neither password nor address is deleted by the partner, not here", async () => {
    const m = await member();
    expect((await myInfo(m.token)).body.data.cancelConfirm).toBe("partner");
    for (const path of ["/api/account/cancel-code", "/api/account/cancel-account"]) {
      const res = await t.post(path, { password: "anything1" }, { token: m.token });
      expect(res.status, path).toBe(403);
      expect(res.body.msg).toBe(SERVER_MESSAGES.cancelAtPartner);
    }
    const gone = await t.post("/api/partner/delete-user", { externalId: m.externalId }, { token: SHOP_KEY, ip: t.nextIp() });
    expect(gone.status).toBe(200);
    expect((await myInfo(m.token)).status).toBe(401);
  });

  it("a password holder keeps confirming with the password; codes do not replace it", async () => {
    const { email, password } = await t.register();
    const token = await t.login(email, password);
    expect((await myInfo(token)).body.data.cancelConfirm).toBe("password");
    expect((await t.post("/api/account/cancel-code", {}, { token })).status).toBe(400);
    expect((await t.post("/api/account/cancel-account", { code: "123456" }, { token })).status).toBe(400);
    expect((await t.post("/api/account/cancel-account", { password }, { token })).status).toBe(200);
  });

  it("refuses anonymous callers", async () => {
    expect((await t.post("/api/account/cancel-code", {})).status).toBe(401);
  });
});
