import { defineConfig } from "@lingui/cli";
import { LOCALES } from "@chat/protocol";

/**
 * One catalog per locale for everything the browser shows (host app and widget), and one for the
 * server's messages. `npm run i18n:extract` updates them; `scripts/repo-rules.mjs` fails the run when
 * a catalog misses a message or keeps an unused one.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: LOCALES.map((l) => l.code),
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/packages/i18n/locales/{locale}",
      include: ["<rootDir>/host-app/src", "<rootDir>/widget/src", "<rootDir>/packages/client/src"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: "po",
});
