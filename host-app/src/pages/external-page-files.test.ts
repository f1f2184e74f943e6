import { readFileSync } from "node:fs";
import { LOCALE_STORAGE_KEY } from "@chat/i18n";
import { LOCALES, RTL_LOCALES, type Locale } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { EXTERNAL_PAGES } from "../layout/external-pages.js";
import { EXTERNAL_PAGE_TEXTS, externalPageFiles, purchaseScript, STORED_LANGUAGE_KEY } from "./external-page-files.js";

const files = new Map(externalPageFiles(RTL_LOCALES).map((f) => [f.fileName, f.source]));
const others = LOCALES.map((l) => l.code).filter((c) => c !== "en");

/** The web app's translation of a footer label, read from its catalog (tests run from the repository's root). */
function footerLabel(code: Locale, msgid: string): string {
  const po = readFileSync(`${process.cwd()}/packages/i18n/app-locales/${code}.po`, "utf8");
  return po.match(new RegExp(`\\nmsgid "${msgid}"\\nmsgstr "(.*)"`))?.[1] ?? "";
}

describe("the footer's external pages", () => {
  it("are written in every language, each page whole, none left in English", () => {
    const en = EXTERNAL_PAGE_TEXTS.en;
    for (const code of others) {
      for (const page of EXTERNAL_PAGES) {
        const text = EXTERNAL_PAGE_TEXTS[code][page];
        expect(text.paragraphs, `${code} ${page}`).toHaveLength(en[page].paragraphs.length);
        expect(text.title, `${code} ${page}`).not.toBe(en[page].title);
        text.paragraphs.forEach((p, i) => {
          expect(p.trim(), `${code} ${page} ${i}`).not.toBe("");
          expect(p, `${code} ${page} ${i}`).not.toBe(en[page].paragraphs[i]);
        });
      }
    }
  });

  it("are titled as the footer's links name them", () => {
    const labels = { about: "About us", "friend-safety": "Friend safety", privacy: "Privacy policy", "help-center": "Help centre" } as const;
    for (const code of others) for (const [page, label] of Object.entries(labels)) expect(EXTERNAL_PAGE_TEXTS[code][page as keyof typeof labels].title).toBe(footerLabel(code, label));
  });

  it("give each language its own document under the linked name: Japanese, and Arabic right to left", () => {
    const ja = files.get("pages/about_ja.html") ?? "";
    expect(ja).toContain('<html lang="ja" dir="ltr">');
    expect(ja).toContain("<title>私たちについて</title>");
    expect(ja).toContain("Chat は、さまざまな国の人と出会い");
    expect(ja).not.toContain("meet people");
    const ar = files.get("pages/privacy_ar.html") ?? "";
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain("<h1>سياسة الخصوصية</h1>");
    expect(ar).not.toContain("We keep");
    expect(files.get("pages/help-center_zh_TW.html")).toContain("說明中心");
    // 4 pages in 17 languages, the purchase page in English plus 16 editions, and its script.
    expect(files.size).toBe(4 * 17 + 1 + 16 + 1);
    expect(files.get("pages/purchase.html")).toContain('<script src="purchase-language.js"></script>');
    expect(files.get("pages/purchase/ja.html")).toContain("購入・チャージ方法");
  });

  it("open the purchase page's edition in the language the web app stored, and stay English without one", () => {
    expect(STORED_LANGUAGE_KEY).toBe(LOCALE_STORAGE_KEY);
    const run = (stored: string | null) => {
      const replace = vi.fn();
      const storage = { getItem: (key: string) => (key === STORED_LANGUAGE_KEY ? stored : null) };
      new Function("localStorage", "location", purchaseScript(LOCALES.map((l) => l.code)))(storage, { replace });
      return replace.mock.calls.map((c) => c[0] as string);
    };
    expect(run("ja")).toEqual(["purchase/ja.html"]);
    expect(run("zh-TW")).toEqual(["purchase/zh-TW.html"]);
    expect(run("en")).toEqual([]);
    expect(run(null)).toEqual([]);
    expect(run("../evil")).toEqual([]);
    for (const code of others) expect(files.has(`pages/${run(code)[0]}`)).toBe(true);
  });
});
