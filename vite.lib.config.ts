import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The embeddable `<chat-panel>` element in library mode: an ES module and a single IIFE file for
 * `<script src>`, written to dist/widget/. React is aliased to preact/compat here only; tests and
 * Storybook run on real React (toolchain.md).
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
  build: {
    outDir: "dist/widget",
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: {
      entry: "widget/src/element.tsx",
      name: "ChatPanel",
      formats: ["es", "iife"],
      fileName: (format) => (format === "iife" ? "chat-panel.js" : "chat-panel.mjs"),
    },
  },
});
