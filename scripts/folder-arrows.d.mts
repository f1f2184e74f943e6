// Types of scripts/folder-arrows.mjs, for its tests.
export interface ShellPackage {
  root: string;
  shell: string;
  entries?: string[];
}
export declare const PACKAGES: ShellPackage[];
export declare function arrowsUp(files: Map<string, string>, pkg: Pick<ShellPackage, "shell" | "entries">): string[];
export declare function folderArrowProblems(root?: string, packages?: ShellPackage[]): string[];
