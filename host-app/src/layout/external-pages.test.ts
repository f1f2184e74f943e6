import { LOCALES } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { EXTERNAL_PAGES, externalPageUrl, pageLanguageCode } from "./external-pages.js";

describe("external page links", () => {
  it("put the language code in the file name, with underscores for the Chinese forms", () => {
    expect(externalPageUrl("about", "en")).toBe("/pages/about_en.html");
    expect(externalPageUrl("privacy", "zh-CN")).toBe("/pages/privacy_zh_CN.html");
    expect(externalPageUrl("help-center", "zh-TW")).toBe("/pages/help-center_zh_TW.html");
    expect(externalPageUrl("friend-safety", "nb", "https://example.com/docs")).toBe("https://example.com/docs/friend-safety_nb.html");
  });

  it("leave the purchase page without a language suffix", () => {
    for (const { code } of LOCALES) expect(externalPageUrl("purchase", code)).toBe("/pages/purchase.html");
  });

  it("never contain a hyphenated code", () => {
    for (const { code } of LOCALES) {
      expect(pageLanguageCode(code)).not.toContain("-");
      for (const page of EXTERNAL_PAGES) expect(externalPageUrl(page, code)).toMatch(/^\/pages\/[a-z-]+(_[A-Za-z_]+)?\.html$/);
    }
  });
});
