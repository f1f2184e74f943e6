// Types of the local ESLint plugin (scripts/eslint-boundaries.js), for its RuleTester test.
import type { ESLint, Rule } from "eslint";

declare const plugin: ESLint.Plugin & { rules: { layers: Rule.RuleModule } };
export default plugin;
export function layerOf(path: string): string | null;
export function violations(fromPath: string, spec: string): string[];
