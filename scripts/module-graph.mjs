// The repository's module graph, read from source: every TypeScript file of every npm workspace, and
// the files each one imports (static, dynamic, `export … from`, type-only imports included).
// Relative specifiers resolve the way the bundler and tsc do (`./x.js` → `x.ts`, `x.tsx`,
// `x/index.ts`); `@chat/<name>[/<sub>]` resolves through that workspace's package.json `exports`.
// Shared by scripts/import-cycles.mjs and scripts/architecture-diagram.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", "coverage", "storybook-static", "data"]);

/**
 * The workspaces of the root package.json (globs of the form `dir/*` expanded) and every
 * `packages/<name>/` with a package.json, so a new package shows up even before it is listed.
 */
export function workspaces() {
  const rootPkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const expand = (pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent)).map((d) => `${parent}/${d}`);
  };
  const dirs = [...new Set([...rootPkg.workspaces.flatMap(expand), ...expand("packages/*")])];
  return dirs
    .filter((dir) => existsSync(join(root, dir, "package.json")))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
      return { dir, name: pkg.name, exports: pkg.exports ?? {} };
    });
}

function sourceFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(join(root, d), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(`${d}/${entry.name}`);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(`${d}/${entry.name}`);
    }
  };
  walk(dir);
  return out;
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** A relative specifier from `fromFile` to a repository path, or null when it is not a source file. */
function resolveRelative(fromFile, spec) {
  const base = resolve(root, dirname(fromFile), spec);
  const stem = base.replace(/\.(js|jsx|mjs|cjs|ts|tsx)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`];
  const hit = candidates.find((c) => SOURCE.test(c) && isFile(c));
  return hit ? relative(root, hit) : null;
}

/** `@chat/<name>[/<sub>]` → the file its package exports at that subpath (or null). */
function resolvePackage(spec, byName) {
  const m = /^(@chat\/[^/]+)(\/.*)?$/.exec(spec);
  if (!m) return null;
  const ws = byName.get(m[1]);
  if (!ws) return null;
  const key = `.${m[2] ?? ""}`;
  const target = typeof ws.exports === "string" && key === "." ? ws.exports : ws.exports[key];
  const path = typeof target === "string" ? target : (target?.import ?? target?.default);
  return path ? relative(root, resolve(root, ws.dir, path)) : null;
}

/** Every import specifier of a file, type-only imports and dynamic `import()` included. */
export function specifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * The graph: `files` maps each source file to its workspace, `edges` maps it to the set of repository
 * source files it imports, `packageEdges` to the names of the other workspaces it imports anything of
 * (a stylesheet or an icon counts there too), `packages` lists the workspaces. Imports of third-party
 * packages are left out.
 */
export function moduleGraph() {
  const list = workspaces();
  const byName = new Map(list.map((ws) => [ws.name, ws]));
  const files = new Map();
  for (const ws of list) for (const f of sourceFiles(ws.dir)) files.set(f, ws);
  const workspaceOf = (path) => list.find((ws) => path.startsWith(`${ws.dir}/`));
  const edges = new Map();
  const packageEdges = new Map();
  for (const file of files.keys()) {
    const targets = new Set();
    const packagesUsed = new Set();
    for (const raw of specifiers(readFileSync(join(root, file), "utf8"))) {
      const spec = raw.replace(/\?.*$/, ""); // `./x.css?inline`, `./icon.svg?url`
      const target = spec.startsWith(".") ? resolveRelative(file, spec) : resolvePackage(spec, byName);
      if (target && files.has(target)) targets.add(target);
      const pkg = spec.startsWith(".") ? workspaceOf(relative(root, resolve(root, dirname(file), spec)))?.name : /^@chat\/[^/]+/.exec(spec)?.[0];
      if (pkg && byName.has(pkg) && pkg !== files.get(file).name) packagesUsed.add(pkg);
    }
    edges.set(file, targets);
    packageEdges.set(file, packagesUsed);
  }
  return { packages: list, files, edges, packageEdges };
}

/** Strongly connected components with more than one file (or a file importing itself), Tarjan's. */
export function cycles(edges) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [[v, [...(edges.get(v) ?? [])], 0]];
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (frame[2] < next.length) {
        const w = next[frame[2]++];
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(edges.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) low.set(node, Math.min(low.get(node), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === idx.get(node)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== node);
        if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
      }
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
