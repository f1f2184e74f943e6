/**
 * The footer's external pages (product §2: about, friend safety, privacy, help centre, purchase and
 * top-up instructions) as the web app's build writes them (vite.host.config.ts): one static document
 * per page and language, written from the texts in `external-texts/<code>.ts`, so a reader loads
 * only their own language and no script. The link names the language in the file name
 * (`../layout/external-pages.ts`); only the purchase page's link has no language, so `purchase.html`
 * is the English edition with a few lines of script that send the reader on to the edition of the
 * language the web app stored in this browser (`purchase/<code>.html`). Nothing here is in the
 * app's bundles: only the build imports it.
 */
import type { Locale } from "@chat/protocol";
import { EXTERNAL_PAGES, externalPageUrl } from "../layout/external-pages.js";
import { texts as ar } from "./external-texts/ar.js";
import { texts as da } from "./external-texts/da.js";
import { texts as de } from "./external-texts/de.js";
import { texts as el } from "./external-texts/el.js";
import { texts as en } from "./external-texts/en.js";
import { texts as es } from "./external-texts/es.js";
import { texts as fi } from "./external-texts/fi.js";
import { texts as hu } from "./external-texts/hu.js";
import { texts as ja } from "./external-texts/ja.js";
import { texts as ko } from "./external-texts/ko.js";
import { texts as nb } from "./external-texts/nb.js";
import { texts as pl } from "./external-texts/pl.js";
import { texts as ru } from "./external-texts/ru.js";
import { texts as sk } from "./external-texts/sk.js";
import { texts as sv } from "./external-texts/sv.js";
import { texts as zhCN } from "./external-texts/zh-CN.js";
import { texts as zhTW } from "./external-texts/zh-TW.js";

import type { ExternalPageText, ExternalPageTexts } from "./external-texts/types.js";

export type { ExternalPageText, ExternalPageTexts };

/** Every page in every UI language (the type makes a missing language or page a build error). */
export const EXTERNAL_PAGE_TEXTS: Record<Locale, ExternalPageTexts> = {
  ar, da, de, el, en, es, fi, hu, ja, ko, nb, pl, ru, sk, sv, "zh-CN": zhCN, "zh-TW": zhTW,
};

/** Where the web app keeps the reader's language in the browser (`LOCALE_STORAGE_KEY` of @chat/i18n; the test keeps them equal). */
export const STORED_LANGUAGE_KEY = "chatLanguage";

/** The purchase page's editions other than English, beside it (the script below builds the same path). */
export const purchaseEditionUrl = (code: Locale): string => `purchase/${code}.html`;

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One page as a document: the language and its direction on the root, so Arabic reads right to left. */
export function externalPageHtml(text: ExternalPageText, code: Locale, rtl: boolean, head = ""): string {
  const title = escapeHtml(text.title);
  return `<!doctype html>
<html lang="${code}" dir="${rtl ? "rtl" : "ltr"}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>${head}
    <style>body{font-family:system-ui,sans-serif;max-inline-size:40rem;margin:2rem auto;padding-inline:1rem;line-height:1.5}</style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
${text.paragraphs.map((p) => `      <p>${escapeHtml(p)}</p>`).join("\n")}
    </main>
  </body>
</html>
`;
}

/**
 * The purchase page's script (same origin, so the pages' content security policy allows it): the
 * language the web app stored, when it is one of ours and not English, opens that edition instead.
 * Without a stored choice the page stays English, as the web app itself does.
 */
export function purchaseScript(codes: readonly Locale[]): string {
  return `// The purchase page in the language the web app keeps in this browser (written by the build).
(function () {
  var codes = ${JSON.stringify(codes.filter((c) => c !== "en"))};
  var code = null;
  try { code = localStorage.getItem(${JSON.stringify(STORED_LANGUAGE_KEY)}); } catch (e) {}
  if (code && codes.indexOf(code) >= 0) location.replace("purchase/" + code + ".html");
})();
`;
}

/** Every file the build writes under `pages/`, for `emitFile`. `rtl`: the right-to-left locales. */
export function externalPageFiles(rtl: readonly Locale[]): { fileName: string; source: string }[] {
  const codes = Object.keys(EXTERNAL_PAGE_TEXTS) as Locale[];
  const files: { fileName: string; source: string }[] = [];
  for (const code of codes) {
    const texts = EXTERNAL_PAGE_TEXTS[code];
    for (const page of EXTERNAL_PAGES) {
      if (page === "purchase") continue;
      files.push({ fileName: externalPageUrl(page, code, "pages/"), source: externalPageHtml(texts[page], code, rtl.includes(code)) });
    }
    if (code !== "en") files.push({ fileName: `pages/${purchaseEditionUrl(code)}`, source: externalPageHtml(texts.purchase, code, rtl.includes(code)) });
  }
  files.push({ fileName: externalPageUrl("purchase", "en", "pages/"), source: externalPageHtml(en.purchase, "en", false, '\n    <script src="purchase-language.js"></script>') });
  files.push({ fileName: "pages/purchase-language.js", source: purchaseScript(codes) });
  return files;
}
