import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { LOCALES } from "@chat/protocol";

/**
 * Two browser catalogs per locale, so the chat panel never downloads the web app's words:
 * - `packages/i18n/locales/{locale}.po`: the panel (widget and client), loaded by `activateLocale`;
 * - `packages/i18n/app-locales/{locale}.po`: the host app's own pages, loaded on top of it by
 *   `activateAppLocale` (`@chat/i18n/app`). A message used in both places is in both catalogs.
 * - `packages/i18n/console-locales/{locale}.po`: the operator console (host-app/src/console, the
 *   `/admin` page), loaded alone by `activateConsoleLocale` (`@chat/i18n/console`); the app's catalog
 *   leaves the console out, so members never download its words.
 * The server's messages have their own catalogs (`packages/i18n/server`). `npm run i18n:extract`
 * updates the browser ones; `scripts/catalog-check.mjs` fails the run when a catalog misses a message
 * or keeps an unused one.
 */
export const BROWSER_CATALOGS: { path: string; include: string[]; exclude?: string[] }[] = [
  { path: "<rootDir>/packages/i18n/locales/{locale}", include: ["<rootDir>/widget/src", "<rootDir>/packages/client/src"] },
  { path: "<rootDir>/packages/i18n/app-locales/{locale}", include: ["<rootDir>/host-app/src"], exclude: ["<rootDir>/host-app/src/console/**"] },
  { path: "<rootDir>/packages/i18n/console-locales/{locale}", include: ["<rootDir>/host-app/src/console"] },
];

export default defineConfig({
  sourceLocale: "en",
  locales: LOCALES.map((l) => l.code),
  fallbackLocales: { default: "en" },
  catalogs: BROWSER_CATALOGS.map((c) => ({ ...c, exclude: ["**/*.test.*", ...(c.exclude ?? [])] })),
  // No source locations: they change with every edit and make catalogs conflict between branches.
  format: formatter({ origins: false }),
});
