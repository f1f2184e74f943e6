import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import { precompress } from "./vite.precompress.js";

/**
 * The npm build's typings and manifest: widget/types/*.d.ts (checked against the element's own types
 * by widget/src/element/public-types.check.ts) and a package.json, so `npm pack dist/widget` is a
 * package a partner's bundler and TypeScript understand.
 */
function npmPackageFiles(): Plugin {
  const version = (JSON.parse(readFileSync("widget/package.json", "utf8")) as { version: string }).version;
  const manifest = {
    name: "@chat/chat-panel",
    version,
    description: "The <chat-panel> custom element: one script tag or one import.",
    type: "module",
    module: "./chat-panel.mjs",
    types: "./chat-panel.d.ts",
    exports: { ".": { types: "./chat-panel.d.ts", import: "./chat-panel.mjs" }, "./script": "./chat-panel.js" },
    sideEffects: true,
  };
  return {
    name: "chat-panel-npm-files",
    // The loader runs as a classic script on the partner's page, where top-level names would become
    // the page's globals (`window.e`…): it runs inside a function instead.
    renderChunk(code, chunk) {
      if (chunk.fileName !== "chat-panel.js") return null;
      return { code: `(() => {\n${code.replace(/\n\/\/# sourceMappingURL=.*$/, "")}\n})();\n`, map: null };
    },
    generateBundle(_options, bundle) {
      // The loader imports the chunk that defines the element straight away, not the entry that only
      // re-exports it: one request (and its headers) fewer before the launcher shows.
      const loader = bundle["chat-panel.js"];
      const element = Object.values(bundle).find((file) => file.type === "chunk" && file.moduleIds.some((id) => id.endsWith("widget/src/element.tsx")));
      if (loader?.type === "chunk" && element && element.fileName !== "chat-panel.mjs") {
        loader.code = loader.code.replace("`chat-panel.mjs`", `\`${element.fileName}\``);
        if (!loader.code.includes(element.fileName)) this.error("the loader no longer names chat-panel.mjs; update vite.lib.config.ts");
      }
      for (const file of ["chat-panel.d.ts", "contract.d.ts"]) {
        this.emitFile({ type: "asset", fileName: file, source: readFileSync(`widget/types/${file}`, "utf8") });
      }
      this.emitFile({ type: "asset", fileName: "package.json", source: `${JSON.stringify(manifest, null, 2)}\n` });
      // The .br and .gz copies are for our server (vite.precompress.ts); a partner's bundler compresses its own.
      this.emitFile({ type: "asset", fileName: ".npmignore", source: "*.br\n*.gz\n" });
    },
  };
}

/**
 * The embeddable `<chat-panel>` element in library mode, written to dist/widget/:
 * - `chat-panel.mjs`: the ES module (for `import`), with chunks in `chunks/` that load on demand
 *   (the open panel, the locale catalogs, emoji pictures as files in `assets/`);
 * - `chat-panel.js`: a tiny classic script for `<script src>` that imports, from its own URL, the
 *   chunk that defines the element (widget/src/loader.ts; `chat-panel.mjs` only re-exports it), since
 *   an IIFE bundle could not load anything on demand.
 * `.vite/manifest.json` lists what each entry loads; scripts/size-budget.mjs reads it.
 * React is aliased to preact/compat here only; tests and Storybook run on real React (toolchain.md).
 */
/**
 * Modules that load only when needed: the loader entry, other locales, Easemob, rarely opened modals
 * (and the dialog shell with its CSS), the profile card, the notification lists, the Contacts tab,
 * the login form, the voice recorder and voice bubbles (with their icons), the panel's drag with
 * react-draggable (frame-drag-core.tsx, when a drag is about to start), and the stylesheets only
 * those parts import (a module the groups below match goes into their chunk even when only an
 * on-demand part imports it).
 */
const ON_DEMAND = /widget\/src\/loader\.ts|\/locales\/|dayjs\/(esm\/)?locale\/|easemob|@floating-ui\/|\/node_modules\/(react-draggable|clsx|prop-types)\/|\/(complaint-modal|confirm-modal|gift-picker|gift-bubble|burn-bubble|remark-editor|pay-prompt-note|out-of-coins-modal|profile-card|profile-actions|block-button|emoji-grid|row-menu|modal|image-preview|notification-views|login-form|contacts-list|notifications-prompt|live-notice-toast|voice-recorder|voice-bubble|frame-drag-core)\.tsx|\/(image-compress|easemob-environment|voice-recording|voice-time)\.ts|\/attention\/(notify|beep)\.ts|\/burn-viewer\.(tsx|css)|\/(modals|profile|contacts|gifts|live-notices|burn-bubble|voice-recorder|voice-bubble)\.css|\/design\/src\/icons\/(female|male|gender-other|play|pause)\.tsx/;

/** The open panel's tree: the chunk named "panel" holds what this module imports statically. */
const PANEL_MOUNT = resolve("widget/src/panel/panel-mount.tsx");

/**
 * Which modules the open panel's tree imports statically (not through a dynamic import), found once
 * the module graph is known. The "panel" group takes only these: a module that only on-demand parts
 * import (a dialog's stylesheet, an icon of the profile card) goes with them, not with the panel.
 */
function panelReach(): Plugin & { has(id: string): boolean } {
  let reached: Set<string> | null = null;
  return {
    name: "chat-panel-reach",
    buildEnd() {
      const seen = new Set<string>();
      const stack = [PANEL_MOUNT];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      reached = seen;
    },
    has: (id) => reached?.has(id) ?? true,
  };
}
const panelModules = panelReach();

/**
 * Libraries that take React as a whole get, for `react` and `react-dom` (both aliased to
 * preact/compat), a module beside the panel's code that re-exports only what they use: preact/compat's
 * default export names all of its ~60 exports, so one default import (r2wc's `React.createElement`,
 * react-draggable's `ReactDOM`) kept every one of them in the open panel's chunk, and floating-ui's
 * `{ ...React }` needs a namespace object, which is then built in its own on-demand chunk. A library
 * update that reads a part its module does not re-export fails the build (rolldown's
 * IMPORT_IS_UNDEFINED, an error for these modules); add the part there.
 */
const LIBRARY_REACT: readonly [importer: RegExp, shim: string][] = [
  [/[/\\]@floating-ui[/\\]/, "widget/src/panel/floating-react.js"],
  [/[/\\]react-draggable[/\\]/, "widget/src/panel/draggable-react.js"],
  [/[/\\]@r2wc[/\\]react-to-web-component[/\\]/, "widget/src/panel/r2wc-react.js"],
];
function libraryReact(): Plugin {
  return {
    name: "chat-panel-library-react",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "preact/compat" || !importer) return null;
      const shim = LIBRARY_REACT.find(([pattern]) => pattern.test(importer))?.[1];
      return shim ? resolve(shim) : null;
    },
    onLog(_level, log) {
      if (log.code === "IMPORT_IS_UNDEFINED" && LIBRARY_REACT.some(([, shim]) => log.message.includes(shim))) this.error(log);
    },
  };
}

/**
 * Lingui's warnings to developers who misuse `<Trans>` or ship uncompiled messages (our catalogs are
 * compiled and checked at build time) are dropped from the partner's bundle: the calls are marked
 * pure, so the minifier removes them with their texts.
 */
function dropLinguiWarnings(): Plugin {
  return {
    name: "chat-panel-drop-lingui-warnings",
    transform(code, id) {
      if (!/[/\\]@lingui[/\\](core|react)[/\\]dist[/\\]/.test(id)) return null;
      return { code: code.replace(/\bconsole\.(error|warn)\(/g, "/* @__PURE__ */ console.$1("), map: null };
    },
  };
}

export default defineConfig({
  plugins: [dropLinguiWarnings(), libraryReact(), react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), npmPackageFiles(), precompress(), panelModules],
  resolve: {
    alias: [
      { find: /^react$/, replacement: "preact/compat" },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
    ],
  },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  // Relative: pictures and chunks resolve against the module's own URL (`import.meta.url`), so a
  // partner page on another origin still loads them from us.
  base: "./",
  build: {
    outDir: "dist/widget",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    target: "es2022",
    // Emoji pictures stay files (loaded as <img>, allowed by `img-src`), never data URLs in the script.
    // (Library mode would inline every asset, so this is a plain multi-entry build.)
    assetsInlineLimit: 0,
    // No <link rel=modulepreload> injected into the partner's document.
    modulePreload: false,
    rolldownOptions: {
      // As in the web app (vite.host.config.ts): the chat client's modules have no side effects on
      // import, so what the package's index re-exports but nobody here uses stays out.
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/client\/src\//.test(id) },
      input: { "chat-panel": "widget/src/element.tsx", "chat-panel-loader": "widget/src/loader.ts" },
      preserveEntrySignatures: "exports-only",
      output: {
        format: "es",
        entryFileNames: (chunk) => (chunk.name === "chat-panel-loader" ? "chat-panel.js" : "chat-panel.mjs"),
        chunkFileNames: "chunks/[name]-[hash].js",
        // Emoji pictures by their hash alone: the open panel's script lists all 46 of them.
        assetFileNames: (asset) => (asset.originalFileNames.some((name) => name.includes("emoji/assets/")) ? "assets/e-[hash][extname]" : "assets/[name]-[hash][extname]"),
        // Two chunks, not a scatter of small ones (more requests, worse compression): what the
        // element's entry loads statically (the element and its launcher, the chat client, the
        // locale code, the launcher's CSS; no preact) and the open panel's tree
        // (panel/panel-mount.tsx and what only it imports: preact, the screens, their CSS), loaded
        // when the panel first opens. The on-demand parts have chunks of their own.
        codeSplitting: {
          groups: [
            // The bundler's own helpers (CommonJS interop) go with the panel that needs them, not in a file of their own.
            { name: "panel", priority: 3, test: /rolldown[/:]runtime/ },
            { name: "element", priority: 2, tags: ["$initial"], test: (id: string) => !ON_DEMAND.test(id) },
            { name: "panel", priority: 1, test: (id: string) => !ON_DEMAND.test(id) && panelModules.has(id) },
          ],
        },
      },
    },
  },
});
