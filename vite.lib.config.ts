import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The embeddable `<chat-panel>` element in library mode, written to dist/widget/:
 * - `chat-panel.mjs`: the ES module (for `import` and for the loader), with chunks in `chunks/`
 *   that load on demand (the locale catalogs, emoji pictures as files in `assets/`);
 * - `chat-panel.js`: a tiny classic script for `<script src>` that imports `chat-panel.mjs` from its
 *   own URL (widget/src/loader.ts), since an IIFE bundle could not load anything on demand.
 * `.vite/manifest.json` lists what each entry loads; scripts/size-budget.mjs reads it.
 * React is aliased to preact/compat here only; tests and Storybook run on real React (toolchain.md).
 */
export default defineConfig({
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
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
      input: { "chat-panel": "widget/src/element.tsx", "chat-panel-loader": "widget/src/loader.ts" },
      preserveEntrySignatures: "exports-only",
      output: {
        format: "es",
        entryFileNames: (chunk) => (chunk.name === "chat-panel-loader" ? "chat-panel.js" : "chat-panel.mjs"),
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
});
