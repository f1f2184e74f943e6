// No import cycles: a cycle makes module order matter (a value read before its module ran is
// undefined), ties files that should be separable, and hides which layer owns what. Every
// strongly connected component of the module graph is printed with its files and, for each file,
// the imports that keep it inside the circle. Type-only imports count: they too tie the files
// together. Exit 1 when there is any.
import { cycles, moduleGraph } from "./module-graph.mjs";

const { files, edges } = moduleGraph();
const found = cycles(edges);

if (!found.length) {
  console.info(`Import cycles: ${files.size} files checked, none.`);
  process.exit(0);
}
console.error(`Import cycles: ${found.length} circle(s) among ${files.size} files`);
for (const component of found) {
  const members = new Set(component);
  console.error(`\n  ${component.length} files:`);
  for (const file of component) {
    const inside = [...edges.get(file)].filter((t) => members.has(t)).sort();
    console.error(`    ${file}\n      → ${inside.join("\n      → ")}`);
  }
}
process.exit(1);
