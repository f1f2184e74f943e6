import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import boundaries from "./scripts/eslint-boundaries.js";

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "**/*.po", "coverage/", "storybook-static/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // Who may import whom (docs/architecture.md); the rule maps each path to its layer.
    files: ["packages/**", "widget/**", "host-app/**"],
    plugins: { boundaries },
    rules: { "boundaries/layers": "error" },
  },
  {
    // Components render and call actions; the calls to the server live in stores (docs/new-feature.md §5).
    files: ["host-app/src/**/*.tsx", "widget/src/**/*.tsx"],
    ignores: ["**/*.test.tsx", "**/*.stories.tsx", "**/test/**", "**/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "CallExpression[callee.name=/^(fetch|ky)$/]",
          "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
          "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete)$/][callee.object.name=/^(api|ky)$/]",
          "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete)$/][callee.object.property.name='api']",
        ].map((selector) => ({
          selector,
          message: "No server calls in a component: put the call in a store or action (packages/client/src/<feature>/, or a *-state.ts / *-actions.ts beside the page) and call that.",
        })),
      ],
    },
  },
  {
    files: ["scripts/**", "e2e/**", "**/*.test.ts", "**/*.test.tsx", "**/cli.ts", "**/main.ts"],
    rules: { "no-console": "off" },
  },
);
