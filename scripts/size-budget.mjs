// The widget's size budget: everything the browser downloads as script and style to show
// the open, logged-in `<chat-panel>` with a conversation must be at most 55.4 KB brotli (55,400 bytes;
// images excluded; 55,346 bytes since the connection checks, when the browser is back online or the
// tab is shown again, that its open socket still answers, and a closed panel's launcher listens
// for those moments too (+86 bytes; the budget was 55.3 KB); 55,260 bytes
// since the composer's one column that a phone's panel cannot outgrow
// (+39) came with the toasts store's unused `clear` gone (−66); 55.0 KB since Lingui's warnings to developers left the bundle (0.3 KB,
// vite.lib.config.ts `dropLinguiWarnings`); 54.9 KB when it was set: the parts of preact/compat that only r2wc's,
// react-draggable's and floating-ui's whole-module imports of React kept left the panel (1.1 KB,
// vite.lib.config.ts `LIBRARY_REACT`), the panel's drag moved on demand with react-draggable (0.4
// KB) and the emoji picker's order with the picker (0.2 KB); 56.4 KB of a 56.5 KB budget before,
// after gifts named in the reader's language, Translate beside the time, the Undo window, the paste
// note and 44 px touch targets; 56.1 KB when that budget was set: the attention layer (unread
// while unseen, typing, SVIP read receipts, the notifications prompt's slot, live notices),
// "Deleted user" and the voice message's button cost 3.1 KB (the recorder, the voice bubble, the
// prompt, the tone and the notification load on demand), and the panel's HTTP layer leaving ky for the launcher's fetch
// client paid back 4.0 KB; 57.0 KB before: translation that says why and auto-translate cost 1.0 KB, of
// which moving rarely shown bubbles and words on demand paid back 0.3 KB; 56.2 KB before; 57.7 KB before the launcher lost ky and the catalog and the
// panel lost dayjs, 63.8 KB before the layered chat client; the target is 60 KB on the wire, headers
// included), and the closed panel (the launcher with its unread badge: the element with the launcher's
// part of the chat client and its words, no catalog) at most 13.4 KB (13.1 KB when set: sound and
// notifications for messages that arrive while the panel is closed, live notices; 12.1 KB before, 20.9 KB with
// ky and the catalog, 35.0 KB before; the target is 15 KB on the wire). What a browser really receives
// (headers included) is measured in Chromium by e2e/wire-size.spec.ts; this is the quick check after a build.
// Run after `npm run build:lib`; `npm test` runs it after the build step.
//
// Which files count is read from the Vite manifest (dist/widget/.vite/manifest.json), not guessed
// from file names: the loader `chat-panel.js`, the ES entry `chat-panel.mjs`, every chunk and
// stylesheet they import statically (transitively), and for the one locale the panel shows its
// message catalog and its date-format locale if it loads one (the largest of each, so the figure holds
// for every locale; the panel shows digits only and loads no date locale today). The open panel's tree
// (widget/src/panel/panel-mount.tsx: preact, r2wc, the screens, their CSS, the full chat client) is the
// chunk named "panel" that the element loads when the panel first opens, with the catalog beside it.
// Other dynamic imports (emoji pictures are images; rarely opened parts, the Easemob adapter) are not
// needed to show the panel and are listed separately.
// The script also fails if zod (the server's request schemas) ends up in a counted file, or ky or
// Lingui in the launcher's files (they come with the open panel).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const BUDGET = 55_400;
const LAUNCHER_BUDGET = 13_400;
const DIST = "dist/widget";
const ENTRIES = ["widget/src/loader.ts", "widget/src/element.tsx"];
/** Lazy chunks of which the panel loads exactly one: the message catalog, the dayjs locale. */
const ONE_OF = [
  ["message catalog", /(^|\/)locales\/[^/]+\.po$/],
  ["date locale", /dayjs\/(esm\/)?locale\/[^/]+\.js$/],
];
const isOneOf = (key) => ONE_OF.some(([, pattern]) => pattern.test(key));

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, ".vite/manifest.json"), "utf8"));
} catch {
  console.error(`size budget: ${DIST}/.vite/manifest.json is missing; run \`npm run build:lib\` first`);
  process.exit(1);
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(DIST, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const counted = new Map(); // file -> why
const lazy = new Set();
function visit(key, why) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`size budget: ${key} is not in the manifest`);
  if (counted.has(chunk.file)) return;
  counted.set(chunk.file, why);
  for (const css of chunk.css ?? []) counted.set(css, `style of ${key}`);
  for (const next of chunk.imports ?? []) visit(next, `imported by ${key}`);
  for (const next of chunk.dynamicImports ?? []) lazy.add(next);
}
for (const entry of ENTRIES) visit(entry, "entry");

// The open panel's tree loads when the panel first opens (widget/src/panel/panel-mount.tsx): not
// part of the launcher, part of the open panel.
const launcherFiles = new Set(counted.keys());
for (const key of [...lazy].filter((key) => manifest[key]?.name === "panel")) visit(key, "the open panel's screens");

for (const [label, pattern] of ONE_OF) {
  const candidates = [...lazy].filter((key) => pattern.test(key));
  if (!candidates.length) continue;
  const largest = candidates.map((key) => ({ key, size: brotli(manifest[key].file) })).sort((a, b) => b.size - a.size)[0];
  visit(largest.key, `${label} (largest)`);
}

let total = 0;
let launcher = 0;
const rows = [];
for (const [file, why] of counted) {
  const size = brotli(file);
  total += size;
  // The launcher's words are in its code (@chat/i18n/launcher-words): the catalog comes with the panel.
  if (launcherFiles.has(file)) launcher += size;
  rows.push(`  ${String(size).padStart(7)}  ${file}  (${why})`);
}
const otherLazy = [...lazy].filter((key) => !isOneOf(key) && !counted.has(manifest[key]?.file));
console.info(`Widget size (brotli, open logged-in panel):\n${rows.join("\n")}`);
if (otherLazy.length) console.info(`  not counted (on demand): ${otherLazy.map((key) => manifest[key].file).join(", ")}`);

const bundles = (files, pattern) =>
  [...files].filter((file) => {
    try {
      const map = JSON.parse(readFileSync(join(DIST, `${file}.map`), "utf8"));
      return (map.sources ?? []).some((source) => pattern.test(source));
    } catch {
      return false;
    }
  });
const withZod = bundles(counted.keys(), /node_modules\/zod\//);
const launcherExtras = bundles(launcherFiles, /node_modules\/(ky|@lingui)\//);

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.info(`  total ${kb(total)} of ${kb(BUDGET)}; the closed panel (launcher) ${kb(launcher)} of it (budget ${kb(LAUNCHER_BUDGET)})`);

let failed = false;
if (withZod.length) {
  console.error(`size budget: zod is bundled into ${withZod.join(", ")}; import from @chat/protocol/core`);
  failed = true;
}
if (launcherExtras.length) {
  console.error(`size budget: ky or Lingui is bundled into the launcher's ${launcherExtras.join(", ")}; they belong to the open panel`);
  failed = true;
}
if (launcher > LAUNCHER_BUDGET) {
  console.error(`size budget: the closed panel's ${kb(launcher)} is over its ${kb(LAUNCHER_BUDGET)} budget`);
  failed = true;
}
if (total > BUDGET) {
  console.error(`size budget: ${kb(total)} is over the ${kb(BUDGET)} budget`);
  failed = true;
}
process.exit(failed ? 1 : 0);
