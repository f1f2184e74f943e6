// The catalog check of `npm test`: every catalog of every locale has every message, in its own words,
// and nothing that is no longer used.
// - Browser catalogs, as lingui.config.ts lists them (the panel's packages/i18n/locales/<locale>.po
//   and the web app's packages/i18n/app-locales/<locale>.po): the messages `lingui extract` finds in
//   their sources (extracted into a temporary folder, so nothing is rewritten).
// - Server catalogs (packages/i18n/server/<locale>.po): the English texts of SERVER_MESSAGES.
// It also checks that each translation keeps the source's {placeholders}, compiles as ICU, and that
// every plural covers the CLDR categories its language uses for whole numbers.
//
//   node --import tsx scripts/catalog-check.mjs           check (exit 1 with a list of what to fix)
//   node --import tsx scripts/catalog-check.mjs --write   also sync the server catalogs: add new
//                                                        texts with an empty msgstr, drop unused ones
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { formatPo, parsePo } from "@chat/i18n/po";
import { LOCALES, SERVER_MESSAGES } from "@chat/protocol";
import { BROWSER_CATALOGS } from "../lingui.config.ts";

const root = new URL("..", import.meta.url).pathname;
const write = process.argv.includes("--write");
const locales = LOCALES.map((l) => l.code);
const problems = [];

/** Source text → the SERVER_MESSAGES keys that use it (several keys may share one text). */
function serverSources() {
  const sources = new Map();
  for (const [key, text] of Object.entries(SERVER_MESSAGES)) sources.set(text, [...(sources.get(text) ?? []), key]);
  return sources;
}

function browserSources(include, exclude = []) {
  const dir = mkdtempSync(join(tmpdir(), "catalog-check-"));
  try {
    const config = join(dir, "lingui.config.mjs");
    // The same sources as lingui.config.ts, written to a scratch catalog instead of the real ones.
    writeFileSync(
      config,
      `export default ${JSON.stringify({
        rootDir: root,
        sourceLocale: "en",
        locales: ["en"],
        catalogs: [
          {
            path: join(dir, "{locale}"),
            include,
            exclude: ["**/*.test.*", ...exclude],
          },
        ],
        format: "po",
      })};\n`,
    );
    const r = spawnSync("npx", ["lingui", "extract", "--config", config], { cwd: root, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`lingui extract failed:\n${r.stdout}\n${r.stderr}`);
    const extracted = parsePo(readFileSync(join(dir, "en.po"), "utf8"));
    return new Map(extracted.entries.map((e) => [e.msgid, []]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The plural categories a language uses for whole numbers (0..1000), plus the ICU-required "other". */
function integerCategories(locale) {
  const rules = new Intl.PluralRules(locale);
  const found = new Set(["other"]);
  for (let n = 0; n <= 1000; n++) found.add(rules.select(n));
  return found;
}

function placeholders(text) {
  return new Set([...text.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((m) => m[1]));
}

function checkTranslation(where, locale, msgid, msgstr) {
  try {
    compileMessage(msgstr);
  } catch (error) {
    problems.push(`${where}: ${JSON.stringify(msgid)}: not valid ICU (${error.message})`);
    return;
  }
  const own = placeholders(msgstr);
  for (const name of placeholders(msgid)) {
    if (!own.has(name)) problems.push(`${where}: ${JSON.stringify(msgid)}: translation lacks {${name}}`);
  }
  const needed = integerCategories(locale);
  for (const plural of msgstr.matchAll(/\{\s*\w+\s*,\s*plural\s*,((?:[^{}]|\{[^{}]*\})*)\}/g)) {
    const present = new Set([...plural[1].matchAll(/(?:^|\s|\})\s*(zero|one|two|few|many|other|=\d+)\s*\{/g)].map((m) => m[1]));
    const lacking = [...needed].filter((c) => !present.has(c));
    if (lacking.length) problems.push(`${where}: ${JSON.stringify(msgid)}: plural lacks ${lacking.join(", ")} (CLDR ${locale})`);
  }
}

function checkCatalog(kind, folder, sources, { sync = false } = {}) {
  for (const locale of locales) {
    const file = `packages/i18n/${folder}/${locale}.po`;
    let text = "";
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      if (!sync) {
        problems.push(`${file}: missing (${kind} catalog of ${locale})`);
        continue;
      }
    }
    const catalog = parsePo(text);
    const byId = new Map(catalog.entries.filter((e) => !e.obsolete).map((e) => [e.msgid, e]));

    if (sync) {
      catalog.headers = { "Content-Type": "text/plain; charset=utf-8", Language: locale, ...catalog.headers };
      catalog.entries = [...sources].map(([msgid, keys]) => ({
        msgid,
        msgstr: byId.get(msgid)?.msgstr ?? (locale === "en" && !msgid.includes("{") ? msgid : ""),
        comments: keys.length ? [keys.join(", ")] : [],
        obsolete: false,
      }));
      writeFileSync(join(root, file), formatPo(catalog));
      byId.clear();
      for (const e of catalog.entries) byId.set(e.msgid, e);
    }

    const missing = [...sources.keys()].filter((id) => !byId.has(id));
    const unused = catalog.entries.filter((e) => !sources.has(e.msgid)).map((e) => e.msgid);
    const untranslated = [...byId.values()].filter((e) => sources.has(e.msgid) && !e.msgstr).map((e) => e.msgid);
    const label = (id) => {
      const keys = sources.get(id);
      return keys?.length ? `${keys.join(", ")}: ${JSON.stringify(id)}` : JSON.stringify(id);
    };
    for (const id of missing) problems.push(`${file}: missing message ${label(id)}`);
    for (const id of untranslated) problems.push(`${file}: untranslated ${label(id)}`);
    for (const id of unused) problems.push(`${file}: unused message ${JSON.stringify(id)} (remove it)`);
    for (const e of byId.values()) if (e.msgstr && sources.has(e.msgid)) checkTranslation(file, locale, e.msgid, e.msgstr);
  }
}

checkCatalog("server", "server", serverSources(), { sync: write });
for (const { path, include, exclude } of BROWSER_CATALOGS) {
  const folder = path.replace("<rootDir>/packages/i18n/", "").replace("/{locale}", "");
  checkCatalog("browser", folder, browserSources(include, exclude));
}

if (problems.length) {
  console.error(`Catalogs: ${problems.length} problem(s)\n${problems.join("\n")}`);
  console.error(
    "\nBrowser catalogs: run `npm run i18n:extract`, then translate the new entries." +
      "\nServer catalogs: run `node --import tsx scripts/catalog-check.mjs --write`, then fill the empty msgstr.",
  );
  process.exit(1);
}
console.info(`Catalogs: ${locales.length} locales, browser and server, complete and without unused messages.`);
