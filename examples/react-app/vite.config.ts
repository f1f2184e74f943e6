import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The React example, built into dist/examples/react-app/ (the server serves dist/examples before
 * examples/). The widget itself is not bundled: the app imports the ES build from /widget/.
 */
export default defineConfig({
  root: here("."),
  base: "./",
  plugins: [react()],
  build: {
    outDir: here("../../dist/examples/react-app"),
    emptyOutDir: true,
    rolldownOptions: { external: ["/widget/chat-panel.mjs"] },
  },
});
