import { LOCALES } from "@chat/protocol";
import type { Health, LanguageOption, Option } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
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

  it("GET /api/system/height and /weight cover 140–220 cm and 35–150 kg", async () => {
    const height = await t.get<Option[]>("/api/system/height");
    expect(height.body.data).toHaveLength(81);
    expect(height.body.data[0]).toEqual({ id: "140", name: "140 cm" });
    expect(height.body.data.at(-1)?.id).toBe("220");
    const weight = await t.get<Option[]>("/api/system/weight");
    expect(weight.body.data).toHaveLength(116);
    expect(weight.body.data[0]).toEqual({ id: "35", name: "35 kg" });
    expect(weight.body.data.at(-1)?.id).toBe("150");
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
