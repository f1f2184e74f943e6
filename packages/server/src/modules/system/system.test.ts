import { LOCALES, PROFILE_LIMITS, privacySetRequest } from "@chat/protocol";
import type { FormOptions, Health, LanguageOption, Option } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import { addUser } from "../../testing/social.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("system dictionaries and health on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("GET /api/system/language lists the 17 UI languages with native names", async () => {
    const res = await t.get<LanguageOption[]>("/api/system/language");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(17);
    expect(res.body.data).toEqual(LOCALES.map(({ code, language }) => ({ code, language })));
    expect(res.body.data).toContainEqual({ code: "de", language: "Deutsch" });
  });

  it.each(["hobby", "occupation"])("GET /api/system/%s has 25–40 unique entries", async (name) => {
    const res = await t.get<Option[]>(`/api/system/${name}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(25);
    expect(res.body.data.length).toBeLessThanOrEqual(40);
    expect(new Set(res.body.data.map((o) => o.id)).size).toBe(res.body.data.length);
    for (const option of res.body.data) expect(option.name.length).toBeGreaterThan(0);
  });

  it("GET /api/system/height and /weight list exactly what the profile edit accepts (50–250 cm, 20–300 kg)", async () => {
    const height = await t.get<Option[]>("/api/system/height");
    expect(height.body.data).toHaveLength(201);
    expect(height.body.data[0]).toEqual({ id: "50", name: "50 cm" });
    expect(height.body.data.at(-1)?.id).toBe("250");
    const weight = await t.get<Option[]>("/api/system/weight");
    expect(weight.body.data).toHaveLength(281);
    expect(weight.body.data[0]).toEqual({ id: "20", name: "20 kg" });
    expect(weight.body.data.at(-1)?.id).toBe("300");
    // The ends of both lists are saved by the profile edit; one step further is refused.
    const user = await addUser(t, "Ranges");
    const { heightCm, weightKg } = PROFILE_LIMITS;
    for (const [field, value, status] of [
      ["height", heightCm.min, 200], ["height", heightCm.max, 200], ["height", heightCm.max + 1, 400],
      ["weight", weightKg.min, 200], ["weight", weightKg.max, 200], ["weight", weightKg.min - 1, 400],
    ] as const) {
      expect((await t.post("/api/user/info-edit", { [field]: value }, { token: user.token })).status, `${field} ${value}`).toBe(status);
    }
  });

  it("GET /api/system/dialogue lists every translation target with its native name", async () => {
    const res = await t.get<LanguageOption[]>("/api/system/dialogue", { language: "de" });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.code)).toEqual(LOCALES.map((l) => l.code));
    expect(res.body.data).toContainEqual({ code: "es", language: "Español" });
  });

  it("GET /api/system/option gives the forms' choices: wire values with labels in the request's language", async () => {
    const en = await t.get<FormOptions>("/api/system/option");
    expect(en.status).toBe(200);
    expect(en.body.data.gender).toEqual([
      { id: 0, name: "Male" },
      { id: 1, name: "Female" },
      { id: 2, name: "Other" },
    ]);
    expect(en.body.data.addFriend.map((c) => c.id)).toEqual(["anyone", "verification"]);
    expect(en.body.data.momentInteractions.map((c) => c.id)).toEqual(["public", "private"]);
    // Every privacy value is one privacy-set accepts.
    for (const { id } of en.body.data.addFriend) expect(privacySetRequest.safeParse({ addFriend: id }).success).toBe(true);
    for (const { id } of en.body.data.momentInteractions) expect(privacySetRequest.safeParse({ momentInteractions: id }).success).toBe(true);
    const de = await t.get<FormOptions>("/api/system/option", { language: "de-DE" });
    expect(de.body.data.gender.map((g) => g.name)).toEqual(["Männlich", "Weiblich", "Divers"]);
    expect(de.body.data.addFriend[0]?.name).not.toBe(en.body.data.addFriend[0]?.name);
  });

  it("GET /api/system/region lists every ISO 3166-1 code, named in the request's language", async () => {
    const en = await t.get<Option[]>("/api/system/region", { language: "en-US,en;q=0.9" });
    expect(en.body.data).toHaveLength(249);
    expect(new Set(en.body.data.map((r) => r.id)).size).toBe(249);
    expect(en.body.data).toContainEqual({ id: "DE", name: "Germany" });
    for (const region of en.body.data) expect(region.name).not.toBe(region.id);
    const de = await t.get<Option[]>("/api/system/region", { language: "de-DE" });
    expect(de.body.data).toContainEqual({ id: "DE", name: "Deutschland" });
    const ja = await t.get<Option[]>("/api/system/region", { language: "ja" });
    expect(ja.body.data).toContainEqual({ id: "JP", name: "日本" });
  });

  it("GET /api/health answers ok with the version, database and uptime", async () => {
    t.clock.advance(5000);
    const res = await t.get<Health>("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: "ok", data: { database: dialect, version: expect.stringMatching(/^\d+\.\d+\.\d+/) } });
    expect(res.body.data.uptimeS).toBeGreaterThanOrEqual(5);
  });
});
