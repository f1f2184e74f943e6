import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const server = "http://localhost:8080";

/**
 * The host app: built into dist/host, which the Node server serves at `/`. In development Vite
 * serves it and hands `/api` and `/ws` to the server on port 8080.
 */
export default defineConfig({
  root: here("./host-app"),
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  build: {
    outDir: here("./dist/host"),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/ws": { target: server, ws: true },
    },
  },
});
