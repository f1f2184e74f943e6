// Repository rules that no linter checks: no focused tests, no skipped test without a written reason,
// no raw colours in CSS outside the one token source (@chat/design), no `:root` in the panel's CSS
// (it lives in a shadow root on a partner's page), no file far past the ~300-line mark.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const files = execSync("git ls-files --cached --others --exclude-standard", { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const problems = [];
/** The only CSS that may hold colours: every other sheet uses its custom properties. */
const TOKEN_SOURCES = new Set(["packages/design/src/tokens.css"]);
/** The CSS of our UI: the panel, the host app and the design system. */
const UI_CSS = /^(widget|host-app|packages\/design)\/.*\.css$/;

for (const file of files) {
  if (!/\.(ts|tsx|css|mjs)$/.test(file)) continue;
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
  if (lines.length > 400 && !/\.(test|spec)\.tsx?$/.test(file)) problems.push(`${file}: ${lines.length} lines; split it by what it does`);
}

if (problems.length) {
  console.error(`Repository rules: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.info(`Repository rules: ${files.length} files checked, no problems.`);
