import { readFileSync } from "node:fs";
import { LOCALES } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { LAUNCHER_WORDS, type LauncherWord } from "./launcher-words.js";
import { parsePo } from "./po.js";

// Vitest runs from the repository root.
const catalog = (locale: string) => parsePo(readFileSync(`packages/i18n/locales/${locale}.po`, "utf8"));

describe("given the launcher's words compiled into its code", () => {
  it.each(LOCALES.map((l) => l.code))("says in %s what the panel's catalog says", (locale) => {
    const entries = catalog(locale).entries.filter((entry) => !entry.obsolete && !entry.msgctxt);
    const words = LAUNCHER_WORDS[locale];
    for (const msgid of Object.keys(words) as LauncherWord[]) {
      const entry = entries.find((e) => e.msgid === msgid);
      expect(entry, `${locale}.po has no msgid "${msgid}"`).toBeDefined();
      expect(entry?.msgstr).not.toBe("");
      expect(words[msgid]).toBe(entry?.msgstr);
    }
  });

  it("has the same words for every locale", () => {
    const keys = Object.values(LAUNCHER_WORDS).map((words) => Object.keys(words).sort().join());
    expect(new Set(keys).size).toBe(1);
    expect(Object.keys(LAUNCHER_WORDS).sort()).toEqual(LOCALES.map((l) => l.code).sort());
  });
});
