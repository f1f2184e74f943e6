// No folder-level arrow running back up (part of `npm run rules`). In a UI package the shell (the
// host app's `app/`: the page table, the environment's composition, the screen of each route) sits
// on top of the feature folders: it imports them, they never import it. What a feature needs from
// the top (the environment's context and type) lives in a folder below both (`common/`). Only the
// package's entries, which start the shell, may import it. Run alone with `node scripts/folder-arrows.mjs`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { specifiers } from "./module-graph.mjs";

/**
 * The packages checked: `root` is the source folder, `shell` its top folder (relative to `root`),
 * `entries` the files (or folders, ending in `/`) outside it that may import it.
 */
export const PACKAGES = [
  // main.tsx starts the app; test/render-app.tsx renders the whole app for the pages' tests.
  { root: "host-app/src", shell: "app", entries: ["main.tsx", "test/render-app.tsx"] },
  // element.tsx starts the open panel's tree (and runs its chat store); its test checks the panel's sheets.
  { root: "widget/src", shell: "panel", entries: ["element.tsx", "element.test.tsx"] },
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** `file` is `path` itself, or inside the folder `path` names. */
const within = (file, path) => file === path || file.startsWith(`${path.replace(/\/$/, "")}/`);

/**
 * The imports that run back up into the shell, as "file: imports target" lines. `files` maps each
 * source file of the package (its path relative to `root`) to its text.
 */
export function arrowsUp(files, { shell, entries = [] }) {
  const problems = [];
  for (const [file, text] of files) {
    if (within(file, shell) || entries.some((entry) => within(file, entry))) continue;
    for (const spec of specifiers(text)) {
      if (!spec.startsWith(".")) continue;
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      if (within(target, shell)) problems.push(`${file}: imports ${target}`);
    }
  }
  return problems;
}

function sourceFiles(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.set(relative(dir, path).split("\\").join("/"), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return files;
}

/** Every arrow back up in `packages`, as repository paths and what to do about it. */
export function folderArrowProblems(root = process.cwd(), packages = PACKAGES) {
  return packages.flatMap((pkg) => {
    const dir = join(root, pkg.root);
    if (!existsSync(join(dir, pkg.shell))) return [`${pkg.root}/${pkg.shell}: the shell folder scripts/folder-arrows.mjs names does not exist`];
    return arrowsUp(sourceFiles(dir), pkg).map(
      (line) => `${pkg.root}/${line.replace(": imports ", `: imports ${pkg.root}/`)}: a folder imports the shell (${pkg.root}/${pkg.shell}/) back; move what it needs below both (common/)`,
    );
  });
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const problems = folderArrowProblems(resolve(dirname(fileURLToPath(import.meta.url)), ".."));
  if (problems.length) {
    console.error(`Folder arrows: ${problems.length} import(s) back up into a shell\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.info(`Folder arrows: ${PACKAGES.map((p) => p.root).join(", ")} checked, none back up.`);
}
