// Repository rules that no linter checks: no focused tests, no skipped test without a written reason,
// no raw colours in CSS outside the one token source (@chat/design), no `:root` in the panel's CSS
// (it lives in a shadow root on a partner's page), no file far past the ~300-line mark, no comment
// that cites a tracker number instead of saying why (the number means nothing to the next reader;
// the history of a line is in git), no package whose TypeScript `npm run typecheck` would skip, no
// doc that fell behind the code (docs-check.mjs), no feature spelled two ways across the layers
// (feature-names.mjs), and no feature folder that imports its package's shell back (folder-arrows.mjs).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { docsProblems } from "./docs-check.mjs";
import { featureNameProblems } from "./feature-names.mjs";
import { folderArrowProblems } from "./folder-arrows.mjs";

const files = execSync("git ls-files --cached --others --exclude-standard", { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const problems = [];
/** The only CSS that may hold colours: every other sheet uses its custom properties. */
const TOKEN_SOURCES = new Set(["packages/design/src/tokens.css"]);
/** The CSS of our UI: the panel, the host app and the design system. */
const UI_CSS = /^(widget|host-app|packages\/design)\/.*\.css$/;

for (const file of files) {
  if (!/\.(ts|tsx|css|mjs|js)$/.test(file)) continue;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split("\n");
  if (/\.(test|spec)\.tsx?$/.test(file)) {
    lines.forEach((line, i) => {
      if (/\b(it|test|describe)\.only\(/.test(line)) problems.push(`${file}:${i + 1}: focused test (.only)`);
      if (/\b(it|test|describe)\.(skip|todo)\(/.test(line)) {
        const context = `${lines[i - 1] ?? ""}\n${line}`;
        if (!/reason:|skip because|\/\/ .{10,}/i.test(context)) problems.push(`${file}:${i + 1}: skipped test without a written reason`);
      }
    });
  }
  if (UI_CSS.test(file) && !TOKEN_SOURCES.has(file)) {
    lines.forEach((line, i) => {
      if (/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(line)) {
        problems.push(`${file}:${i + 1}: raw colour; use a --chat-* token (declared in packages/design/src/tokens.css)`);
      }
    });
  }
  if (file.startsWith("widget/") && /\.css$/.test(file)) {
    lines.forEach((line, i) => {
      if (/:root\b/.test(line)) problems.push(`${file}:${i + 1}: :root in the panel's CSS; the panel styles only its shadow root (use :host)`);
    });
  }
  lines.forEach((line, i) => {
    // "issue" or "issues" and a number, joined by a space, a hyphen or a hash, in any case.
    if (/\bissues?[\s#-]*\d/i.test(line)) problems.push(`${file}:${i + 1}: cites an issue number; say why in domain words`);
  });
  if (lines.length > 400 && !/\.(test|spec)\.tsx?$/.test(file)) problems.push(`${file}: ${lines.length} lines; split it by what it does`);
}

// Every package with TypeScript has its own tsconfig.json (its runtime: DOM or Node), referenced from
// the root one, so `tsc -b` checks it with the right types. Without it, its files would only be
// checked inside the packages that import them, with those packages' types.
const references = [...readFileSync("tsconfig.json", "utf8").matchAll(/"path":\s*"([^"]+)"/g)].map((m) => m[1].replace(/\/tsconfig[^/]*\.json$/, ""));
const packageDirs = new Set(files.filter((f) => /package\.json$/.test(f) && /^(packages\/[^/]+|widget|host-app)\/package\.json$/.test(f)).map((f) => f.slice(0, -"/package.json".length)));
for (const dir of packageDirs) {
  if (!files.some((f) => f.startsWith(`${dir}/`) && /\.tsx?$/.test(f))) continue;
  if (!existsSync(`${dir}/tsconfig.json`)) problems.push(`${dir}: TypeScript without a tsconfig.json; copy a sibling's and set its lib and types (docs/new-feature.md)`);
  else if (!references.includes(dir)) problems.push(`${dir}/tsconfig.json: not in the root tsconfig.json's references, so npm run typecheck skips it`);
}

problems.push(...docsProblems());
problems.push(...featureNameProblems());
problems.push(...folderArrowProblems());

if (problems.length) {
  console.error(`Repository rules: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.info(`Repository rules: ${files.length} files checked, no problems.`);
