/**
 * The server's catalogs (`packages/i18n/server/<locale>.po`): the msgid is the English source text of
 * a `SERVER_MESSAGES` entry, the msgstr its translation, in ICU MessageFormat so plurals follow each
 * language's CLDR rules. Node reads them from disk on the first request in a locale (no bundler on
 * the server), and each locale gets its own Lingui instance so concurrent requests never share one.
 */
import { readFileSync } from "node:fs";
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, type Locale } from "@chat/protocol";
import { parsePo, type PoFile } from "./po.js";

/** Folder of the server catalogs. */
export const SERVER_CATALOG_DIR = new URL("../server/", import.meta.url);

/** Path of one locale's server catalog. */
export function serverCatalogUrl(locale: Locale, dir: URL = SERVER_CATALOG_DIR): URL {
  return new URL(`${locale}.po`, dir);
}

/** Reads and parses one locale's server catalog; a missing file is an empty catalog. */
export function readServerCatalog(locale: Locale, dir: URL = SERVER_CATALOG_DIR): PoFile {
  try {
    return parsePo(readFileSync(serverCatalogUrl(locale, dir), "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { headers: {}, entries: [] };
    throw error;
  }
}

/** Turns English source texts into the locale's text; built once per locale on first use. */
export interface ServerTranslator {
  translate(locale: Locale, source: string, vars?: Record<string, string | number>): string;
}

export function createServerTranslator(dir: URL = SERVER_CATALOG_DIR): ServerTranslator {
  const instances = new Map<Locale, I18n>();

  function instanceOf(locale: Locale): I18n {
    let i18n = instances.get(locale);
    if (!i18n) {
      const messages: Record<string, string> = {};
      for (const entry of readServerCatalog(locale, dir).entries) {
        // An empty msgstr means "not translated yet": fall back to the English source, never to "".
        if (!entry.obsolete && entry.msgstr) messages[entry.msgid] = entry.msgstr;
      }
      i18n = setupI18n({ locale, messages: { [locale]: messages } });
      // Catalogs arrive as ICU text, not precompiled: compile at runtime, also in production.
      i18n.setMessagesCompiler(compileMessage);
      instances.set(locale, i18n);
    }
    return i18n;
  }

  return {
    translate(locale, source, vars) {
      const own = instanceOf(locale);
      const i18n = source in own.messages ? own : instanceOf(DEFAULT_LOCALE);
      return i18n._(source, vars);
    },
  };
}
