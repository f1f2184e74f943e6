// Types of scripts/module-graph.mjs, for its tests.
export declare const root: string;
export interface Workspace {
  dir: string;
  name: string;
  exports: Record<string, unknown> | string;
}
export declare function workspaces(): Workspace[];
export declare function specifiers(text: string): string[];
export declare function moduleGraph(): {
  packages: Workspace[];
  files: Map<string, Workspace>;
  edges: Map<string, Set<string>>;
  packageEdges: Map<string, Set<string>>;
};
export declare function cycles(edges: Map<string, Set<string>>): string[][];
