import type { AutoTranslateList, DetectLanguageReply, SendMessageReply, TranslateChatReply, TranslationCapabilities } from "@chat/protocol";
import { LOCALES } from "@chat/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { FakeLibreTranslate } from "../../testing/fake-libretranslate.js";
import { PHRASEBOOK } from "../../testing/phrasebook.js";
import { addUser, makeFriends } from "../../testing/social.js";
import { testDatabases } from "../../db/test-helpers.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";
import { FakeTranslator, balanceOf, credit, setUser } from "../../testing/wallet.js";
import { convertChineseScript } from "../../translation/chinese-script.js";
import { libreTranslator } from "../../translation/libretranslate.js";

const CODES = LOCALES.map((l) => l.code);
const phrase = PHRASEBOOK[0] as Record<string, string>;

/** Everything a user was billed for translating (charges and releases). */
const bills = (t: TestApp, userId: number) =>
  t.database.db.selectFrom("ledger_entries").select(["reason", "delta"]).where("user_id", "=", userId).where("reason", "in", ["translate", "translate_release"]).execute();

async function appWith(dialect: "sqlite" | "postgres", engines: FakeTranslator[] | ReturnType<typeof libreTranslator>[]) {
  return createTestApp(dialect, { translator: engines });
}

describe.each(testDatabases)("translation you can trust on %s", (dialect) => {
  const apps: TestApp[] = [];
  const fakes: FakeLibreTranslate[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(fakes.map((f) => f.close()));
  });
  const app = async (engines: FakeTranslator[] | ReturnType<typeof libreTranslator>[]) => {
    const t = await appWith(dialect, engines);
    apps.push(t);
    return t;
  };
  const translate = (t: TestApp, token: string, content: string, targetId: string) => t.post<TranslateChatReply>("/api/translate/tranlate-chat-message", { content, targetId }, { token });

  it("detects what a text is written in, whatever the profile says", async () => {
    const t = await app([new FakeTranslator()]);
    const u = await addUser(t, "Detector");
    const detect = (text: string) => t.post<DetectLanguageReply>("/api/translate/detect", { text }, { token: u.token });
    expect((await detect("¿Dónde está la estación de tren? Llego tarde.")).body.data).toMatchObject({ language: "es" });
    expect((await detect("這個問題很重要，我們明天再討論。")).body.data.language).toBe("zh-TW");
    expect((await detect("👍 [smile]")).body.data).toEqual({ language: null, confidence: 0 });
    expect((await t.post("/api/translate/detect", { text: 5 }, { token: u.token })).status).toBe(400);
    // A Spanish text from an English-profile user is translated from Spanish.
    await setUser(t, u.id, { language: "en" });
    await credit(t, u.id, { gold_coin: 5 });
    const res = await translate(t, u.token, "Buenos días, ¿quieres tomar un café mañana?", "en");
    expect(res.body.data).toMatchObject({ translateSuccess: true, detectedLanguage: "es", engine: "fake", translateContent: "[es>en] BUENOS DÍAS, ¿QUIERES TOMAR UN CAFÉ MAÑANA?" });
  });

  it("capabilities are what the engines report, with pivots named", async () => {
    const apertiumLike = new FakeTranslator("apertium", ["en", "es"]);
    const nordic = new FakeTranslator("nordic", ["da", "nb"]);
    const nbsv = new FakeTranslator("nbsv", ["nb", "sv"]);
    const t = await app([apertiumLike, nordic, nbsv]);
    const u = await addUser(t, "Caps");
    const caps = (await t.get<TranslationCapabilities>("/api/translate/capabilities", { token: u.token })).body.data;
    expect(caps.languages).toEqual(CODES);
    const pairs = caps.pairs.map((p) => `${p.from}>${p.to}:${p.engine}:${p.via ?? ""}`).sort();
    expect(pairs).toEqual(
      ["da>nb:nordic:", "da>sv:nordic+nbsv:nb", "en>es:apertium:", "es>en:apertium:", "nb>da:nordic:", "nb>sv:nbsv:", "sv>da:nbsv+nordic:nb", "sv>nb:nbsv:", "zh-CN>zh-TW:chinese-script:", "zh-TW>zh-CN:chinese-script:"].sort(),
    );
    // A pivot translates in two steps and says so.
    await setUser(t, u.id, { language: "da", languages: "da" });
    await credit(t, u.id, { gold_coin: 5 });
    const pivoted = await translate(t, u.token, "Jeg glæder mig til at se dig i morgen aften.", "sv");
    expect(pivoted.body.data).toMatchObject({ translateSuccess: true, detectedLanguage: "da", engine: "nordic+nbsv", via: "nb" });
    expect(pivoted.body.data.translateContent).toBe("[nb>sv] [DA>NB] JEG GLÆDER MIG TIL AT SE DIG I MORGEN AFTEN.");
  });

  it("every ordered pair of the 17 languages answers a real translation or a reason, never the input; failures cost nothing", async () => {
    const t = await app([new FakeTranslator("apertium", ["en", "es", "da", "nb", "sv"])]);
    const u = await addUser(t, "Pairs");
    await credit(t, u.id, { gold_coin: 10_000 });
    const seen = { translated: 0, unsupportedPair: 0, sameLanguage: 0 };
    for (const from of CODES) {
      await setUser(t, u.id, { language: from, languages: from });
      for (const to of CODES) {
        if (from === to) continue;
        const before = (await balanceOf(t, u.id)).coins;
        const res = (await translate(t, u.token, phrase[from] ?? "", to)).body.data;
        if (res.translateSuccess) {
          seen.translated += 1;
          expect(res.translateContent, `${from}>${to}`).not.toBe(phrase[from]);
        } else {
          seen[res.reason as "unsupportedPair" | "sameLanguage"] += 1;
          expect(res.translateContent).toBe("");
          expect((await balanceOf(t, u.id)).coins).toBe(before);
        }
      }
    }
    expect(seen.translated + seen.unsupportedPair + seen.sameLanguage).toBe(272);
    // en↔es, da/nb/sv among themselves (6), and zh-CN↔zh-TW by script; the rest say why.
    expect(seen.translated).toBeGreaterThanOrEqual(2 + 6 + 1);
    expect(seen.unsupportedPair).toBeGreaterThan(240);
  });

  it("with LibreTranslate every pair translates, through the real adapter and its wire format", async () => {
    const fake = await new FakeLibreTranslate().start();
    fakes.push(fake);
    const t = await app([libreTranslator(fake.url, undefined, 5000)]);
    const u = await addUser(t, "Libre");
    await credit(t, u.id, { gold_coin: 10_000 });
    const caps = (await t.get<TranslationCapabilities>("/api/translate/capabilities", { token: u.token })).body.data;
    expect(caps.pairs).toHaveLength(272);
    let answered = 0;
    for (const from of CODES) {
      await setUser(t, u.id, { language: from, languages: from });
      for (const to of CODES) {
        if (from === to) continue;
        const res = (await translate(t, u.token, phrase[from] ?? "", to)).body.data;
        answered += 1;
        if (from.startsWith("zh") && to.startsWith("zh")) {
          // The script conversion; a text both scripts write alike is "already" in the target script.
          const converted = convertChineseScript(phrase[from] ?? "", to as "zh-CN" | "zh-TW");
          expect(res).toMatchObject(converted === phrase[from] ? { translateSuccess: false, reason: "sameLanguage" } : { translateSuccess: true, translateContent: converted });
        } else expect(res, `${from}>${to}`).toMatchObject({ translateSuccess: true, detectedLanguage: from, engine: "libretranslate", translateContent: phrase[to] });
      }
    }
    expect(answered).toBe(272);
  });

  it("nothing is charged, reserved or billed when a translation is off, unsupported, failed or already in the language", async () => {
    const down = new FakeTranslator("first");
    const t = await app([down]);
    const u = await addUser(t, "Nothing");
    await setUser(t, u.id, { language: "en" });
    await credit(t, u.id, { gold_coin: 3 });
    down.fail = "failed";
    const failed = await translate(t, u.token, "The weather is lovely today, isn't it?", "de");
    expect(failed.body).toMatchObject({ code: 200, msg: "The translation service failed. Nothing was charged; please try again later.", data: { translateSuccess: false, reason: "engineFailed" } });
    down.fail = undefined;
    const same = await translate(t, u.token, "The weather is lovely today, isn't it?", "en");
    expect(same.body.data).toMatchObject({ translateSuccess: false, reason: "sameLanguage", detectedLanguage: "en" });
    expect(await bills(t, u.id)).toEqual([]);
    expect((await balanceOf(t, u.id)).coins).toBe(3);

    const off = await app([]);
    const v = await addUser(off, "Off");
    await credit(off, v.id, { gold_coin: 3 });
    expect((await translate(off, v.token, "The weather is lovely today, isn't it?", "es")).body.data).toMatchObject({ translateSuccess: false, reason: "off" });
    expect((await translate(off, v.token, "这个问题很重要，我们明天再讨论。", "zh-TW")).body.data).toMatchObject({ translateSuccess: true, engine: "chinese-script" });
    expect(await bills(off, v.id)).toEqual([]);
  });

  it("the chain hands a failed engine's pair to the next one, and a send goes out untranslated with the reason when all fail", async () => {
    const first = new FakeTranslator("first");
    const second = new FakeTranslator("second");
    const t = await app([first, second]);
    const [a, b] = [await addUser(t, "Ana"), await addUser(t, "Bo")];
    await makeFriends(t, a, b);
    await setUser(t, a.id, { language: "en" });
    await credit(t, a.id, { gold_coin: 5 });
    first.fail = "failed";
    const send = (content: string, clientMsgId: string) => t.post<SendMessageReply>("/api/message/send", { toUserId: b.id, messageType: "txt", content, needTranslate: true, toLanguage: "de", clientMsgId }, { token: a.token });
    const handed = await send("See you at the station tomorrow morning", "chain-0001");
    expect(handed.body.data.translateResult).toMatchObject({ translateSuccess: true, engine: "second", detectedLanguage: "en" });
    expect(handed.body.data.message.ext).toMatchObject({ engine: "second", fromLanguage: "en", toLanguage: "de" });
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    second.fail = "failed";
    const none = await send("The train leaves at nine o'clock sharp", "chain-0002");
    expect(none.status).toBe(200);
    expect(none.body.data.translateResult).toMatchObject({ translateSuccess: false, reason: "engineFailed" });
    expect(none.body.data.message).toMatchObject({ msg: "The train leaves at nine o'clock sharp", ext: { translateFailed: "engineFailed" } });
    expect((await balanceOf(t, a.id)).coins).toBe(4);
    // A retry answers the same outcome.
    expect((await send("The train leaves at nine o'clock sharp", "chain-0002")).body.data.translateResult).toMatchObject({ translateSuccess: false, reason: "engineFailed" });
  });

  it("auto-translate is kept per peer on the server; a stranger cannot be named and bad input is a 400", async () => {
    const t = await app([new FakeTranslator()]);
    const [a, b] = [await addUser(t, "Auto"), await addUser(t, "Peer")];
    const list = async () => (await t.get<AutoTranslateList>("/api/translate/auto-list", { token: a.token })).body.data.peers;
    expect(await list()).toEqual([]);
    const on = await t.post<{ since: number }>("/api/translate/auto", { peerId: b.id, on: true }, { token: a.token });
    expect(on.status).toBe(200);
    expect(await list()).toEqual([{ peerId: b.id, since: on.body.data.since }]);
    expect((await t.get<AutoTranslateList>("/api/translate/auto-list", { token: b.token })).body.data.peers).toEqual([]);
    expect((await t.post("/api/translate/auto", { peerId: a.id, on: true }, { token: a.token })).status).toBe(404);
    expect((await t.post("/api/translate/auto", { peerId: 99_999_999, on: true }, { token: a.token })).status).toBe(404);
    expect((await t.post("/api/translate/auto", { peerId: "x", on: true }, { token: a.token })).status).toBe(400);
    await t.post("/api/translate/auto", { peerId: b.id, on: false }, { token: a.token });
    expect(await list()).toEqual([]);
  });
});
