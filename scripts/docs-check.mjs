// Docs that cannot fall behind silently (part of `npm run rules`):
// - each package README's "Project structure" names every folder of its `src/` (and the server's
//   `src/modules/`), and every path it names exists in the package;
// - docs/architecture.md names every server feature module and states the size budgets the checks use;
// - docs/new-feature.md names only files and folders that exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const PACKAGES = ["packages/client", "packages/design", "packages/i18n", "packages/protocol", "packages/server", "widget", "host-app"];

const subfolders = (dir) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

/** Every file and folder under `dir` (relative, folders with a trailing slash), without node_modules and dist. */
function tree(dir, prefix = "") {
  const out = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) out.push(`${path}/`, ...tree(dir, `${path}/`));
    else out.push(path);
  }
  return out;
}

/** The text of a markdown section whose heading matches, up to the next heading of the same level. */
export function section(text, heading) {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => heading.test(l));
  if (start < 0) return null;
  const level = /^#+/.exec(lines[start])[0].length;
  const end = lines.findIndex((l, i) => i > start && new RegExp(`^#{1,${level}} `).test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
}

/** Backticked tokens that look like paths in the repository (not routes, packages, commands or code). */
function pathsIn(text) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1].replace(/[,.;:]$/, ""))
    .filter((t) => !/^[/@<~$-]|[<>(){}:=*"'|]|^https?:/.test(t))
    // What a build writes is not in a fresh checkout.
    .filter((t) => !/^(\.\/)?dist\//.test(t))
    .filter((t) => /\/$/.test(t) || (/\//.test(t) && /\.(tsx?|mjs|js|css|json|html|po|md|yml|yaml|conf|sh)$/.test(t)));
}

export function docsProblems(root = process.cwd()) {
  const problems = [];

  for (const pkg of PACKAGES) {
    const readme = join(root, pkg, "README.md");
    if (!existsSync(readme)) {
      problems.push(`${pkg}: no README.md`);
      continue;
    }
    const structure = section(readFileSync(readme, "utf8"), /^## Project structure/i);
    if (structure === null) {
      problems.push(`${pkg}/README.md: no "## Project structure" section`);
      continue;
    }
    const files = tree(join(root, pkg));
    const named = pathsIn(structure);
    for (const path of named) {
      const bare = path.replace(/^\.\//, "");
      if (!existsSync(join(root, bare)) && !files.some((f) => f === bare || f.endsWith(`/${bare}`))) problems.push(`${pkg}/README.md: names \`${path}\`, which is not in ${pkg}`);
    }
    const mentions = (folder) => named.some((p) => p === folder || p.endsWith(`/${folder}`) || p.startsWith(folder) || p.includes(`/${folder}`));
    const folders = [
      ...subfolders(join(root, pkg, "src")).map((f) => `src/${f}/`),
      ...(pkg === "packages/server" ? subfolders(join(root, pkg, "src/modules")).map((f) => `modules/${f}/`) : []),
    ];
    for (const folder of folders) {
      const short = folder.replace(/^src\//, "");
      if (!mentions(folder) && !mentions(short)) problems.push(`${pkg}/README.md: its project structure misses \`${folder}\``);
    }
  }

  const architecture = readFileSync(join(root, "docs/architecture.md"), "utf8");
  const listed = /modules\/<feature>\/index\.ts\s+one folder per feature \(([^)]*)\)/s.exec(architecture);
  const modules = subfolders(join(root, "packages/server/src/modules")).sort();
  if (!listed) problems.push("docs/architecture.md: no list of the server's feature modules (`modules/<feature>/index.ts  one folder per feature (…)`)");
  else {
    const names = listed[1].split(/[,\s]+/).map((n) => n.replace(/^and$/, "")).filter(Boolean).sort();
    for (const m of modules) if (!names.includes(m)) problems.push(`docs/architecture.md: the module list misses ${m}`);
    for (const n of names) if (!modules.includes(n)) problems.push(`docs/architecture.md: the module list names ${n}, which is not in packages/server/src/modules`);
  }
  const budgets = readFileSync(join(root, "scripts/size-budget.mjs"), "utf8");
  const wire = readFileSync(join(root, "e2e/wire-size.spec.ts"), "utf8");
  const kb = (bytes) => (Number(bytes.replace(/_/g, "")) / 1000).toFixed(1);
  const expected = [
    ["the open panel's brotli budget", /\bBUDGET\s*=\s*([\d_]+)/.exec(budgets)?.[1]],
    ["the launcher's brotli budget", /\bLAUNCHER_BUDGET\s*=\s*([\d_]+)/.exec(budgets)?.[1]],
    ["the open panel's wire budget", /\bOPEN_PANEL_BUDGET\s*=\s*([\d_]+)/.exec(wire)?.[1]],
    ["the launcher's wire budget", /\bLAUNCHER_BUDGET\s*=\s*([\d_]+)/.exec(wire)?.[1]],
  ];
  for (const [what, bytes] of expected) {
    if (!bytes) problems.push(`scripts/docs-check.mjs: cannot find ${what} in the code`);
    else if (!architecture.includes(`${kb(bytes)} KB`)) problems.push(`docs/architecture.md: does not state ${what} (${kb(bytes)} KB)`);
  }

  const recipe = readFileSync(join(root, "docs/new-feature.md"), "utf8");
  const everything = PACKAGES.flatMap((pkg) => tree(join(root, pkg)).map((f) => `${pkg}/${f}`));
  // `00NN` stands for the next migration number.
  for (const path of new Set(pathsIn(recipe).filter((p) => !p.includes("00NN")))) {
    const bare = path.replace(/^\.\//, "").replace(/^\.\.\//, "");
    const found = existsSync(join(root, bare)) || everything.some((f) => f.endsWith(`/${bare}`));
    if (!found) problems.push(`docs/new-feature.md: names \`${path}\`, which does not exist`);
  }
  return problems;
}
