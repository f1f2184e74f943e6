import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias, type Plugin } from "vite";
import { precompress } from "./vite.precompress.js";
import { RTL_LOCALES } from "./packages/protocol/src/locales.js";
import { externalPageFiles } from "./host-app/src/pages/external-page-files.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const server = "http://localhost:8080";

/**
 * The footer's external pages under the file names the spec gives them (one per language code, the
 * purchase page without one), written at build time in every language (host-app/src/pages/external-page-files.ts).
 */
function externalPages(): Plugin {
  return {
    name: "external-pages",
    generateBundle() {
      for (const file of externalPageFiles(RTL_LOCALES)) this.emitFile({ type: "asset", ...file });
    },
  };
}

/**
 * In the production build React is preact/compat (as in the widget's build, vite.lib.config.ts): React
 * DOM alone was 57 KB of the landing page's 144 KB on the wire. The dev server, Vitest and Storybook
 * stay on real React (/work/shared/design/toolchain.md: the alias breaks React's test utilities);
 * the e2e suite runs on this build. docs/architecture.md says what it costs.
 */
const PREACT: Alias[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];

/**
 * Small modules the layout's chunk and the landing page's (Encounter) share with other pages, which
 * rolldown would put in files of their own (0.2 to 3 KB each): in one chunk, the landing page asks
 * for about a dozen files fewer before its first paint. Other signed-in pages load the layout, and
 * with it most of these, anyway.
 */
const LANDING_SHARED = new RegExp(
  [
    "/host-app/src/layout/avatar\\.tsx$",
    "/host-app/src/people/(home-page-view\\.tsx|people\\.css)$",
    "/host-app/src/common/(dialog|privilege-table)\\.(tsx|css)$",
    "/packages/client/src/(common/timers|session/local-chat|people/people-api|profiles/profile-form)\\.ts$",
    "/packages/protocol/src/realtime\\.ts$",
    "/node_modules/nanostores/computed/",
  ].join("|"),
);

/**
 * The host app: built into dist/host, which the Node server serves at `/`. In development Vite
 * serves it and hands `/api` and `/ws` to the server on port 8080.
 */
export default defineConfig(({ command }) => ({
  root: here("./host-app"),
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), externalPages(), precompress()],
  resolve: { alias: command === "build" ? PREACT : [] },
  build: {
    outDir: here("./dist/host"),
    emptyOutDir: true,
    // .vite/manifest.json: the server names the chat pages' chunks in their HTML answer (page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // The chat client's modules have no side effects on import: a page that uses its session
      // and API client does not also pull in the chat (messages, conversations, sockets) through
      // the package's index, which only the layout's chat panel needs.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/client\/src\//.test(id) },
      output: {
        // The first page (/login: React, the router, the session, the login form) is one script, so
        // it needs no chain of small requests; every other page, the layout and its chat panel
        // load when their route opens. (main.tsx has no top-level await: a date locale's chunk
        // imports dayjs from this one.)
        // The landing page's small modules that the layout and the pages share go in one chunk
        // (LANDING_SHARED): over HTTP/1.1 (six connections) twenty small files cost round trips
        // before the first paint.
        codeSplitting: {
          groups: [
            { name: "first", tags: ["$initial"] },
            { name: "shared", test: (id: string) => LANDING_SHARED.test(id) },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/ws": { target: server, ws: true },
    },
  },
}));
