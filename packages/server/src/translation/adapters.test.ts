import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FakeDeepL } from "../testing/fake-deepl.js";
import { FakeServer } from "../testing/fake-http.js";
import { FakeLibreTranslate, PHRASEBOOK } from "../testing/fake-libretranslate.js";
import { apertiumTranslator, productLanguageOfApertium } from "./apertium.js";
import { which } from "./apertium-supervisor.js";
import { supervisedApertium } from "./apertium-supervisor.js";
import { convertChineseScript } from "./chinese-script.js";
import { deeplTranslator } from "./deepl.js";
import { libreTranslator } from "./libretranslate.js";
import { PRODUCT_LANGUAGES, TranslationError } from "./provider.js";
import type { EnginePair } from "./provider.js";
import { chargeableChars } from "./segments.js";
import { missing } from "../testing/services.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(cleanups.map((c) => c())));

async function started<T extends FakeServer>(fake: T): Promise<T> {
  cleanups.push(() => fake.close());
  return fake.start();
}

/** Pairs as sorted "from>to" keys, so order and duplicates show. */
const keys = (pairs: EnginePair[]) => pairs.map((p) => `${p.from}>${p.to}`).sort();
const phrase = (index: number) => {
  const entry = PHRASEBOOK[index];
  if (!entry) throw new Error(`no phrase ${index}`);
  return entry;
};

/** APy answering /listPairs as the real one does, variants and languages outside the product included. */
class FakeApy extends FakeServer {
  constructor(listed: [string, string][]) {
    super();
    this.routes = [["GET", /^\/listPairs$/, () => ({ status: 200, body: { responseData: listed.map(([sourceLanguage, targetLanguage]) => ({ sourceLanguage, targetLanguage })), responseDetails: null, responseStatus: 200 } })]];
  }
}

describe("the fakes' phrasebook", () => {
  it("has every sentence in all 17 product languages, each text different", () => {
    expect(PHRASEBOOK.length).toBeGreaterThanOrEqual(5);
    for (const entry of PHRASEBOOK) {
      expect(Object.keys(entry).sort()).toEqual([...PRODUCT_LANGUAGES].sort());
      const texts = Object.values(entry).map((t) => t.trim());
      expect(texts.every((t) => t.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(17);
    }
  });
});

describe("translation adapters", () => {
  it("DeepL: POST /v2/translate with the auth header, EN-US/ZH-HANT targets, ZH from either script; 400 is an unsupported pair", async () => {
    const fake = await started(new FakeDeepL({ authKey: "k:fx", targetLanguages: ["DE", "EN-GB", "EN-US", "ES", "ZH-HANS", "ZH-HANT"] }));
    const deepl = deeplTranslator(fake.url, "k:fx", 2000);
    expect(await deepl.translate(phrase(0).es, "es", "en")).toBe(phrase(0).en);
    expect(fake.requests[0]?.headers.authorization).toBe("DeepL-Auth-Key k:fx");
    expect(fake.requests[0]?.json()).toEqual({ text: [phrase(0).es], source_lang: "ES", target_lang: "EN-US" });
    expect(await deepl.translate(phrase(1).en, "en", "zh-TW")).toBe(phrase(1)["zh-TW"]);
    expect(await deepl.translate(phrase(2)["zh-TW"], "zh-TW", "de")).toBe(phrase(2).de);
    expect(await deepl.translate(phrase(2)["zh-CN"], "zh-CN", "es")).toBe(phrase(2).es);
    expect(fake.requests.slice(-2).map((r) => r.json().source_lang)).toEqual(["ZH", "ZH"]);
    expect(await deepl.translate("Hola", "es", "en")).toBe("[EN-US] Hola");
    await expect(deepl.translate("x", "en", "el")).rejects.toMatchObject({ kind: "unsupported" });
    await expect(deeplTranslator(fake.url, "wrong", 2000).translate("x", "en", "de")).rejects.toMatchObject({ kind: "failed" });
    fake.characterLimit = fake.charactersUsed;
    await expect(deepl.translate("x", "en", "de")).rejects.toMatchObject({ kind: "failed", message: "deepl: HTTP 456" });
    fake.characterLimit = undefined;
    fake.rateLimited = true;
    await expect(deepl.translate("x", "en", "de")).rejects.toMatchObject({ kind: "failed", message: "deepl: HTTP 429" });
  });

  it("DeepL: pairs() asks /v2/languages for sources × targets, Chinese scripts and nb included, no language to itself", async () => {
    const fake = await started(new FakeDeepL());
    const deepl = deeplTranslator(fake.url, fake.authKey, 2000);
    const pairs = keys(await deepl.pairs());
    // 17 × 17, less each of the 15 other languages to itself and the 4 among zh-CN/zh-TW.
    expect(pairs).toHaveLength(270);
    expect(new Set(pairs).size).toBe(270);
    for (const pair of ["zh-CN>en", "zh-TW>en", "en>zh-CN", "en>zh-TW", "zh-TW>nb", "nb>sv", "sv>nb", "ar>el"]) expect(pairs).toContain(pair);
    for (const pair of ["zh-CN>zh-TW", "zh-TW>zh-CN", "en>en"]) expect(pairs).not.toContain(pair);
    expect(fake.requests.map((r) => `${r.path}?${r.query.toString()} ${r.headers.authorization ?? ""}`).sort()).toEqual([
      `/v2/languages?type=source DeepL-Auth-Key ${fake.authKey}`,
      `/v2/languages?type=target DeepL-Auth-Key ${fake.authKey}`,
    ]);

    const small = await started(new FakeDeepL({ sourceLanguages: ["EN", "DE", "FR"], targetLanguages: ["DE", "EN-GB", "EN-US", "PT-BR"] }));
    expect(keys(await deeplTranslator(small.url, small.authKey, 2000).pairs())).toEqual(["de>en", "en>de"]);

    await expect(deeplTranslator(fake.url, "wrong", 2000).pairs()).rejects.toMatchObject({ kind: "failed" });
    fake.down = true;
    await expect(deepl.pairs()).rejects.toMatchObject({ kind: "failed" });
    await expect(deeplTranslator("http://127.0.0.1:1", "k", 500).pairs()).rejects.toMatchObject({ kind: "failed" });
  });

  it("LibreTranslate: POST /translate {q, source, target, format, api_key}; errors map to kinds", async () => {
    const fake = await started(new FakeLibreTranslate({ apiKey: "secret", languages: ["zh-Hans", "zh-Hant", "en", "es", "de"] }));
    const libre = libreTranslator(fake.url, "secret", 2000);
    expect(await libre.translate(phrase(0).en, "en", "zh-CN")).toBe(phrase(0)["zh-CN"]);
    expect(fake.requests[0]?.json()).toEqual({ q: phrase(0).en, source: "en", target: "zh-Hans", format: "text", api_key: "secret" });
    expect(await libre.translate(phrase(3)["zh-TW"], "zh-TW", "es")).toBe(phrase(3).es);
    expect(await libre.translate("Hello", "en", "de")).toBe("[de] Hello");
    await expect(libre.translate("Hello", "en", "fi")).rejects.toMatchObject({ kind: "unsupported", message: "libretranslate: fi is not supported" });
    await expect(libreTranslator(fake.url, undefined, 2000).translate("Hello", "en", "es")).rejects.toBeInstanceOf(TranslationError);
    await expect(libreTranslator(fake.url, "wrong", 2000).translate("Hello", "en", "es")).rejects.toMatchObject({ kind: "failed" });
    fake.failNext(1);
    await expect(libre.translate("Hello", "en", "es")).rejects.toMatchObject({ kind: "failed", message: "libretranslate: HTTP 500" });
    expect(await libre.translate("Hello", "en", "es")).toBe("[es] Hello");
    await expect(libreTranslator("http://127.0.0.1:1", undefined, 500).translate("x", "en", "es")).rejects.toMatchObject({ kind: "failed" });
  });

  it("the LibreTranslate fake takes form bodies, detects with source auto, and answers the real error bodies", async () => {
    const fake = await started(new FakeLibreTranslate());
    const form = (path: string, fields: Record<string, string>) => fetch(`${fake.url}${path}`, { method: "POST", body: new URLSearchParams(fields) });
    const reply = await form("/translate", { q: phrase(4).sv, source: "auto", target: "ko" });
    expect(await reply.json()).toEqual({ translatedText: phrase(4).ko, detectedLanguage: { confidence: 90, language: "sv" } });
    expect(await (await form("/translate", { q: "¿DÓNDE ESTÁ LA ESTACIÓN DE TREN", source: "es", target: "el" })).json()).toEqual({ translatedText: phrase(1).el });
    const missing = await form("/translate", { source: "en", target: "de" });
    expect([missing.status, await missing.json()]).toEqual([400, { error: "Invalid request: missing q parameter" }]);
    fake.rateLimited = true;
    expect((await form("/detect", { q: "hi" })).status).toBe(429);
  });

  it("LibreTranslate: pairs() from /languages: 272 by default, fewer when it offers fewer, older zh/zt codes mapped", async () => {
    const fake = await started(new FakeLibreTranslate({ apiKey: "secret" }));
    const pairs = keys(await libreTranslator(fake.url, "secret", 2000).pairs());
    expect(pairs).toHaveLength(272);
    expect(pairs).toEqual(PRODUCT_LANGUAGES.flatMap((from) => PRODUCT_LANGUAGES.filter((to) => to !== from).map((to) => `${from}>${to}`)).sort());

    const older = await started(new FakeLibreTranslate({ languages: ["en", "zh", "zt", "nb", "fr"] }));
    expect(keys(await libreTranslator(older.url, undefined, 2000).pairs())).toEqual(
      ["en>zh-CN", "en>zh-TW", "en>nb", "zh-CN>en", "zh-CN>zh-TW", "zh-CN>nb", "zh-TW>en", "zh-TW>zh-CN", "zh-TW>nb", "nb>en", "nb>zh-CN", "nb>zh-TW"].sort(),
    );

    fake.down = true;
    await expect(libreTranslator(fake.url, "secret", 2000).pairs()).rejects.toMatchObject({ kind: "failed" });
    await expect(libreTranslator("http://127.0.0.1:1", undefined, 500).pairs()).rejects.toMatchObject({ kind: "failed" });
  });

  it("LibreTranslate: detect() asks /detect and answers a product code with confidence 0..1", async () => {
    const fake = await started(new FakeLibreTranslate({ apiKey: "secret" }));
    const libre = libreTranslator(fake.url, "secret", 2000);
    expect(await libre.detect(phrase(2).ja)).toEqual({ language: "ja", confidence: 0.9 });
    expect(await libre.detect(phrase(2)["zh-TW"])).toEqual({ language: "zh-TW", confidence: 0.9 });
    expect(await libre.detect(phrase(2).nb)).toEqual({ language: "nb", confidence: 0.9 });
    expect(fake.requests.at(-1)?.json()).toEqual({ q: phrase(2).nb, api_key: "secret" });
    const unknown = await libre.detect("qwerty zxcv");
    expect(unknown.language).toBe("en");
    expect(unknown.confidence).toBeLessThan(0.5);
    expect(await libre.detect("  ")).toEqual({ language: null, confidence: 0 });
    const older = await started(new FakeLibreTranslate({ languages: ["en", "zt"] }));
    expect(await libreTranslator(older.url, undefined, 2000).detect(phrase(0)["zh-TW"])).toEqual({ language: "zh-TW", confidence: 0.9 });
    await expect(libreTranslator(fake.url, "wrong", 2000).detect("hi")).rejects.toMatchObject({ kind: "failed" });
    fake.down = true;
    await expect(libre.detect("hi")).rejects.toMatchObject({ kind: "failed" });
  });

  it("Apertium: pairs() from /listPairs, variants folded, Chinese and languages outside the product dropped", async () => {
    expect([productLanguageOfApertium("nob"), productLanguageOfApertium("eng_US"), productLanguageOfApertium("nno"), productLanguageOfApertium("zho")]).toEqual(["nb", "en", undefined, undefined]);
    const apy = await started(
      new FakeApy([["eng", "spa"], ["spa", "eng"], ["spa", "eng_US"], ["dan", "nob"], ["nob", "dan"], ["nno", "nob"], ["eng", "zho"], ["cat", "spa"], ["swe", "nob"]]),
    );
    expect(keys(await apertiumTranslator(apy.url, 2000).pairs())).toEqual(["da>nb", "en>es", "es>en", "nb>da", "sv>nb"]);
    await expect(apertiumTranslator(`${apy.url}/nowhere`, 2000).pairs()).rejects.toMatchObject({ kind: "failed" });
    await expect(apertiumTranslator("http://127.0.0.1:1", 500).pairs()).rejects.toMatchObject({ kind: "failed" });
  });

  it("supervised Apertium: pairs() reads the installed modes without starting APy; no directory, no pairs", async () => {
    const dir = await mkdtemp(join(tmpdir(), "apertium-modes-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    for (const file of ["eng-spa.mode", "spa-eng_US.mode", "eng-spa-tagger.mode", "nno-nob.mode", "dan-nob.mode", "nob-swe.mode", "README", "spa-eng.mode.bak"]) await writeFile(join(dir, file), "");
    const engine = supervisedApertium({ apyPath: join(dir, "no-such-apy"), modesDir: dir, timeoutMs: 2000 });
    expect(keys(await engine.pairs())).toEqual(["da>nb", "en>es", "es>en", "nb>sv"]);
    expect(await supervisedApertium({ apyPath: join(dir, "no-such-apy"), modesDir: join(dir, "missing"), timeoutMs: 2000 }).pairs()).toEqual([]);
  });

  it("counts only translatable characters and converts Chinese scripts by table", () => {
    expect(chargeableChars("hi [smile] https://x.example/path 👍🏽 there")).toBe(7);
    expect(chargeableChars("  ")).toBe(0);
    expect(convertChineseScript("這個問題", "zh-CN")).toBe("这个问题");
  });
});

// Needs Debian's apertium-apy and apertium-eng-spa (.ci/run installs them); skipped where they are missing.
describe.skipIf(missing(import.meta, "apertium"))("Apertium APy (real engine)", () => {
  const engine = supervisedApertium({ apyPath: which("apertium-apy") ?? "", timeoutMs: 20_000 });
  afterAll(() => engine.close?.());

  it("lists its installed English↔Spanish pairs without starting, translates through a supervised loopback APy, and refuses a pair it lacks", async () => {
    expect(keys(await engine.pairs())).toEqual(expect.arrayContaining(["en>es", "es>en"]));
    expect((await engine.translate("Good morning, my friend", "en", "es")).toLowerCase()).toContain("amigo");
    await expect(engine.translate("Hello", "en", "fi")).rejects.toMatchObject({ kind: "unsupported" });
  }, 60_000);

  it("the plain adapter reports an unreachable server as a failure", async () => {
    await expect(apertiumTranslator("http://127.0.0.1:1", 500).translate("Hello", "en", "es")).rejects.toMatchObject({ kind: "failed" });
  });
});
