// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one
// failed, so one run shows every problem; the exit code is non-zero if any step failed.
import { spawnSync } from "node:child_process";

const steps = [
  ["repository rules", "npm", ["run", "--silent", "rules"]],
  ["catalogs (17 locales, browser and server)", process.execPath, ["--import", "tsx", "scripts/catalog-check.mjs"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["types", "npm", ["run", "--silent", "typecheck"]],
  ["unit and integration tests", "npx", ["vitest", "run", "--project", "unit", "--project", "server"]],
  ["build", "npm", ["run", "--silent", "build"]],
  // The e2e project opens every story of this build (e2e/storybook.spec.ts).
  ["storybook build", "npm", ["run", "--silent", "build-storybook"]],
  ["widget size budget (70 KB brotli)", "node", ["scripts/size-budget.mjs"]],
  ["end-to-end tests (Chromium)", "npx", ["vitest", "run", "--project", "e2e"]],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  results.push({ name, ok: r.status === 0, s: ((Date.now() - started) / 1000).toFixed(1) });
}
console.info("\nSummary");
for (const r of results) console.info(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.s} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed ? 1 : 0);
