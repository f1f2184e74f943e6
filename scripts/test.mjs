// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one
// failed, so one run shows every problem; the exit code is non-zero if any step failed.
// The summary at the end names every failed test with its first error line, so the tail of a CI
// log is enough to know what broke.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const reports = mkdtempSync(join(tmpdir(), "chat-test-"));
const vitest = (file, projects) => [
  "npx",
  ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, file)}`],
  file,
];

const steps = [
  ["repository rules", "npm", ["run", "--silent", "rules"]],
  ["import cycles", "node", ["scripts/import-cycles.mjs"]],
  ["architecture diagram matches the imports", "node", ["scripts/architecture-diagram.mjs", "--check"]],
  ["catalogs (17 locales, browser and server)", process.execPath, ["--import", "tsx", "scripts/catalog-check.mjs"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["types", "npm", ["run", "--silent", "typecheck"]],
  ["unit and integration tests", ...vitest("unit.json", ["unit", "server"])],
  ["build", "npm", ["run", "--silent", "build"]],
  // The e2e project opens every story of this build (e2e/storybook.spec.ts).
  ["storybook build", "npm", ["run", "--silent", "build-storybook"]],
  ["widget size budget (64.5 KB brotli)", "node", ["scripts/size-budget.mjs"]],
  ["end-to-end tests (Chromium)", ...vitest("e2e.json", ["e2e"])],
];

/** Failed tests (and files that failed outside any test) of one vitest JSON report. */
function failuresIn(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(join(reports, file), "utf8"));
  } catch {
    return [];
  }
  const firstLine = (text) => stripVTControlCharacters(String(text ?? "")).trim().split("\n")[0].slice(0, 300);
  const out = [];
  for (const suite of report.testResults ?? []) {
    const path = suite.name.replace(`${process.cwd()}/`, "");
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failed) out.push(`${path} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (!failed.length && suite.status === "failed") out.push(`${path}: ${firstLine(suite.message)}`);
  }
  return out;
}

const results = [];
for (const [name, cmd, args, report] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  const ok = r.status === 0;
  results.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(1), failures: !ok && report ? failuresIn(report) : [] });
}
rmSync(reports, { recursive: true, force: true });
console.info("\nSummary");
for (const r of results) {
  console.info(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.s} s)`);
  for (const f of r.failures) console.info(`         ✗ ${f}`);
}
const failed = results.filter((r) => !r.ok).length;
process.exit(failed ? 1 : 0);
