import { SERVER_MESSAGES } from "@chat/protocol";
import { LOCALES } from "@chat/protocol";
import type { MessageKey } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { t } from "./i18n.js";

describe("server messages in the request's language", () => {
  it("gives every message in every locale, with every placeholder filled", () => {
    for (const { code } of LOCALES) {
      for (const key of Object.keys(SERVER_MESSAGES) as MessageKey[]) {
        const text = t(code, key, { code: "123456", minutes: 10 });
        expect(text, `${code} ${key}`).not.toBe("");
        expect(text, `${code} ${key}`).not.toMatch(/\{\w+\}/);
      }
    }
    expect(t("de", "userExists")).toBe("Der Benutzer existiert bereits");
    expect(t("en", "recallTooLate")).toBe("Beyond the recall time, cannot be recalled");
  });

  it("fills placeholders and picks each language's CLDR plural form", () => {
    const mail = (locale: "en" | "ru" | "ar" | "pl" | "ja", minutes: number) => t(locale, "codeMailRegister", { code: "424242", minutes });
    expect(mail("en", 1)).toContain("424242. It is valid for 1 minute.");
    expect(mail("en", 10)).toContain("valid for 10 minutes.");
    expect(mail("ru", 1)).toContain("1 минуту");
    expect(mail("ru", 3)).toContain("3 минуты");
    expect(mail("ru", 10)).toContain("10 минут.");
    expect(mail("pl", 22)).toContain("22 minuty");
    expect(mail("pl", 25)).toContain("25 minut.");
    expect(mail("ar", 2)).toContain("دقيقتين");
    expect(mail("ar", 5)).toContain("5 دقائق");
    expect(mail("ja", 10)).toContain("10 分");
  });
});
