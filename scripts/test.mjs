// `npm test`: every check, in the order that fails fastest. Each step runs even if an earlier one
// failed, so one run shows every problem; the exit code is non-zero if any step failed.
// The summary at the end names every failed test with its first error line, so the tail of a CI
// log is enough to know what broke, and every suite that skipped for want of a service (PostgreSQL,
// Redis, Nginx, Apertium: packages/server/src/testing/services.ts) with the reason. Under CI=true
// such a suite fails instead of skipping.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

const reports = mkdtempSync(join(tmpdir(), "chat-test-"));
const skippedLog = join(reports, "skipped.jsonl");
process.env.CHAT_SKIPPED_LOG = skippedLog;
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
  ["widget size budget (55.4 KB brotli, launcher 13.4 KB)", "node", ["scripts/size-budget.mjs"]],
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

/**
 * Errors vitest caught outside any test (an unhandled rejection, a timer firing after teardown):
 * they fail the run without failing a test, so the JSON report does not name them. Keeps the first
 * lines of each block that the default reporter prints under "Unhandled Error".
 */
function unhandledIn(output) {
  const lines = stripVTControlCharacters(output).split("\n");
  const out = [];
  lines.forEach((line, i) => {
    if (!/^⎯+ (Unhandled Rejection|Unhandled Error|Uncaught Exception|.*Error) ⎯+$/.test(line.trim())) return;
    const block = [];
    for (const l of lines.slice(i + 1, i + 40)) {
      if (/^⎯/.test(l.trim())) break;
      // The error, its first frames, and vitest's guess of the file and test it came from.
      if (l.trim() && (block.length < 3 || /originated in|latest test/.test(l))) block.push(l.trim());
    }
    out.push(`${line.replace(/⎯/g, "").trim()}: ${block.join(" | ")}`.slice(0, 700));
  });
  return out;
}

/** Runs one step with its output passed through; vitest steps also keep theirs for the summary. */
function run(cmd, args, keep) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["inherit", keep ? "pipe" : "inherit", keep ? "pipe" : "inherit"], env: process.env });
    let output = "";
    if (keep) {
      child.stdout.on("data", (d) => (process.stdout.write(d), (output += d)));
      child.stderr.on("data", (d) => (process.stderr.write(d), (output += d)));
    }
    child.on("close", (status) => resolve({ status, output }));
  });
}

const results = [];
for (const [name, cmd, args, report] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const r = await run(cmd, args, Boolean(report));
  const ok = r.status === 0;
  const failures = !ok && report ? [...failuresIn(report), ...unhandledIn(r.output)] : [];
  if (!ok && report && !failures.length) failures.push(`exit code ${r.status} with no failed test (see the output above)`);
  results.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(1), failures });
}
/** Suites that skipped because a service was missing, one line per file and reason. */
function skippedSuites() {
  let text = "";
  try {
    text = readFileSync(skippedLog, "utf8");
  } catch {
    return [];
  }
  const lines = text.split("\n").filter(Boolean).map((line) => JSON.parse(line));
  return [...new Set(lines.map(({ file, reason }) => `${file}: ${reason}`))].sort();
}

const skipped = skippedSuites();
rmSync(reports, { recursive: true, force: true });
console.info("\nSummary");
for (const r of results) {
  console.info(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.s} s)`);
  for (const f of r.failures) console.info(`         ✗ ${f}`);
}
if (skipped.length) {
  console.info("\nSkipped for want of a service (CI=true runs them or fails):");
  for (const line of skipped) console.info(`  - ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
process.exit(failed ? 1 : 0);
