import { lingui } from "@lingui/vite-plugin";
import type { StorybookConfig } from "@storybook/react-vite";
import react from "@vitejs/plugin-react";
import { mergeConfig } from "vite";

/**
 * Storybook for designers: every story renders the real components around a seeded chat
 * with a fake transport. `npm run build-storybook` writes dist/storybook, served at /storybook/.
 */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../stories/**/*.stories.tsx"],
  addons: [],
  // Stories set their own args and controls; prop-table docgen would only slow the build (~12 s).
  typescript: { reactDocgen: false },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The Lingui macro needs Babel (the SWC route gives mismatching ids), and `.po` catalogs load through lingui().
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
      // Served under /storybook/ by the chat server: every asset URL must be relative.
      base: "./",
    }),
};

export default config;
