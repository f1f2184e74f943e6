// The import-cycle check: which files form a circle, from a graph and from source text.
import { describe, expect, it } from "vitest";
import { cycles, moduleGraph, specifiers } from "./module-graph.mjs";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("the import-cycle check", () => {
  it("finds nothing in a graph without circles", () => {
    expect(cycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("reports each strongly connected component once, with all its files, largest first", () => {
    const found = cycles(graph({ a: ["b"], b: ["c"], c: ["a", "d"], d: ["e"], e: ["d"], f: ["a"] }));
    expect(found).toEqual([["a", "b", "c"], ["d", "e"]]);
  });

  it("reports a file that imports itself", () => {
    expect(cycles(graph({ a: ["a"], b: [] }))).toEqual([["a"]]);
  });

  it("reads static, type-only, re-exported and dynamic imports", () => {
    const text = [
      `import { a } from "./a.js";`,
      `import type { B } from "./b.js";`,
      `export * from "./c.js";`,
      `const d = () => import("./d.js");`,
      `// import "./not-code.js";`,
      `const s = "import x from './in-a-string.js'";`,
    ].join("\n");
    expect(specifiers(text)).toEqual(["./a.js", "./b.js", "./c.js", "./d.js"]);
  });

  it("resolves `.js` specifiers to TypeScript files and @chat names to package entries", () => {
    const { edges } = moduleGraph();
    // The protocol's entry re-exports its files as "./x.js"; they resolve to the .ts sources.
    const entry = [...(edges.get("packages/protocol/src/index.ts") ?? [])];
    expect(entry.length).toBeGreaterThan(3);
    for (const file of entry) expect(file).toMatch(/^packages\/protocol\/src\/[\w-]+\.ts$/);
    // `@chat/protocol` from another package resolves to that entry (package.json "exports").
    const users = [...edges].filter(([file, to]) => !file.startsWith("packages/protocol/") && to.has("packages/protocol/src/index.ts"));
    expect(users.length).toBeGreaterThan(0);
  });
});
