import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const reactPlugins = [
  react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
  lingui(),
];

/**
 * Three projects, one runner: `unit` (stores and components, jsdom), `server` (API and database
 * integration, Node) and `e2e` (real server + Debian's Chromium, run after the build).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: reactPlugins,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["packages/{protocol,client,i18n,design}/src/**/*.test.{ts,tsx}", "widget/src/**/*.test.{ts,tsx}", "host-app/src/**/*.test.{ts,tsx}"],
          css: true,
          // Component tests render real React in jsdom; on 2 busy cores a few take seconds.
          testTimeout: 20_000,
          expect: { poll: { timeout: 10_000 } },
          setupFiles: ["./scripts/vitest-setup-dom.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["packages/server/src/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 20_000,
          // expect.poll resolves as soon as it holds; the ceiling is for a loaded CI machine.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.spec.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
