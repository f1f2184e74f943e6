// One name per feature in every layer (part of `npm run rules`). docs/architecture.md's feature
// table lists each feature and its places per layer; the list under it names what is not a feature
// (infrastructure, cross-cutting specs and stories). A folder, protocol file, story or spec whose
// name is neither fails, as does a place the table names that does not exist, one missing from its
// feature's row, or a feature docs/new-feature.md describes under a name the table does not have.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { section } from "./docs-check.mjs";

/**
 * The layers in the table's column order: their folders, or the files ending in `suffix` (tests and
 * declarations aside). A file layer may keep several files of a feature as `<feature>-<part>`; a
 * folder layer holds one folder per feature, under its name.
 */
const LAYERS = [
  { name: "protocol", dir: "packages/protocol/src", suffix: ".ts" },
  { name: "server", dir: "packages/server/src/modules" },
  { name: "client", dir: "packages/client/src" },
  { name: "widget", dir: "widget/src" },
  { name: "web app", dir: "host-app/src" },
  { name: "story", dir: "stories", suffix: ".stories.tsx" },
  { name: "e2e", dir: "e2e", suffix: ".spec.ts" },
];

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The names a layer holds: its folders, or the base names of its matching files. */
function entries(root, layer) {
  const dir = join(root, layer.dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => !d.name.startsWith("."))
    .flatMap((d) => {
      if (!layer.suffix) return d.isDirectory() ? [d.name] : [];
      if (!d.isFile() || !d.name.endsWith(layer.suffix) || /\.(test|d)\.ts$/.test(d.name)) return [];
      return [d.name.slice(0, -layer.suffix.length)];
    });
}

/** The markdown tables of some lines: each a list of rows, each row its cells (header and rule dropped). */
function tables(lines) {
  const found = [];
  let current = null;
  for (const line of lines) {
    if (!line.startsWith("|")) {
      current = null;
      continue;
    }
    const cells = line.replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
    if (!current) found.push((current = { header: cells, rows: [] }));
    else if (!cells.every((c) => /^:?-+:?$/.test(c))) current.rows.push(cells);
  }
  return found;
}

/** The backticked names of a cell, without a protocol file's `.ts` or a folder's trailing slash. */
const names = (cell) => [...(cell ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\.ts$|\/$/, ""));

export function featureNameProblems(root = process.cwd()) {
  const problems = [];
  const doc = "docs/architecture.md";
  const text = section(readFileSync(join(root, doc), "utf8"), /^## Features\b/);
  if (text === null) return [`${doc}: no "## Features" section with the feature table`];
  const [features, others] = tables(text.split("\n"));
  const columns = features?.header.slice(1).map((h) => h.replace(/`[^`]*`/g, "").trim());
  if (!features || columns.join("|") !== LAYERS.map((l) => l.name).join("|")) {
    return [`${doc}: the feature table's columns must be feature, ${LAYERS.map((l) => l.name).join(", ")}`];
  }

  const featureNames = features.rows.map((row) => names(row[0])[0] ?? row[0]);
  const seen = new Set();
  for (const f of featureNames) {
    if (!KEBAB.test(f)) problems.push(`${doc}: feature \`${f}\` is not a kebab-case name`);
    if (seen.has(f)) problems.push(`${doc}: feature \`${f}\` has two rows`);
    seen.add(f);
  }
  /** The feature a name belongs to: itself, or the longest feature it starts with as `<feature>-`. */
  const featureOf = (name, parts) =>
    featureNames.filter((f) => name === f || (parts && name.startsWith(`${f}-`))).sort((a, b) => b.length - a.length)[0];

  const notFeatures = new Map((others?.rows ?? []).map((row) => [row[0], names(row[1])]));
  LAYERS.forEach((layer, i) => {
    const present = entries(root, layer);
    const parts = Boolean(layer.suffix);
    const where = (name) => `${layer.dir}/${name}${layer.suffix ?? "/"}`;
    const listed = new Set();
    features.rows.forEach((row, r) => {
      for (const name of names(row[i + 1])) {
        listed.add(name);
        if (featureOf(name, parts) !== featureNames[r]) {
          problems.push(`${doc}: \`${featureNames[r]}\`'s ${layer.name} place \`${name}\` is not named ${parts ? `\`${featureNames[r]}\` or \`${featureNames[r]}-…\`` : `\`${featureNames[r]}\``}`);
        }
        if (!present.includes(name)) problems.push(`${doc}: \`${featureNames[r]}\`'s ${layer.name} place ${where(name)} does not exist`);
      }
    });
    const infrastructure = notFeatures.get(layer.name) ?? [];
    for (const name of infrastructure) {
      if (featureOf(name, false)) problems.push(`${doc}: \`${name}\` is a feature, yet listed as not one in the ${layer.name} layer`);
      if (!present.includes(name)) problems.push(`${doc}: the ${layer.name} layer's non-features name ${where(name)}, which does not exist`);
    }
    for (const name of present) {
      if (listed.has(name) || infrastructure.includes(name)) continue;
      const owner = featureOf(name, parts);
      problems.push(
        owner
          ? `${where(name)}: missing from \`${owner}\`'s row of the feature table in ${doc}`
          : `${where(name)}: \`${name}\` is not a feature name${parts ? " or `<feature>-<part>`" : ""}; rename it to its feature's name, or add it to the feature table or its non-features in ${doc}`,
      );
    }
  });

  // docs/new-feature.md says what each feature covers; it describes the same features, by the same names.
  const recipe = section(readFileSync(join(root, "docs/new-feature.md"), "utf8"), /^## 0\. One name/) ?? "";
  const described = tables(recipe.split("\n"))[0]?.rows.map((row) => names(row[0])[0]) ?? [];
  for (const f of described) if (!seen.has(f)) problems.push(`docs/new-feature.md: feature \`${f}\` is not in ${doc}'s feature table`);
  for (const f of featureNames) if (!described.includes(f)) problems.push(`docs/new-feature.md: its feature list misses \`${f}\``);
  return problems;
}
