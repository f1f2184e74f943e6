import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompress } from "./vite.precompress.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The operator console (`/admin`, host-app/admin/index.html): built after the web app into the same
 * dist/host, as a build of its own, so its chunks share nothing with the web app's and the web app's
 * build is the same with or without the console. In development the host app's Vite server serves it
 * at /admin/.
 */
export default defineConfig({
  root: here("./host-app"),
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui(), precompress()],
  build: {
    outDir: here("./dist/host"),
    emptyOutDir: false,
    rollupOptions: { input: { admin: here("./host-app/admin/index.html") } },
  },
});
