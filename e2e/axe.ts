/** axe-core run inside a page of the real build, as lines that read well in a failure. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type AxeCore from "axe-core";
import type { Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Every axe violation on the page ("rule: target — summary"), or only within the element `within`
 * selects (a story, not Storybook's page: page-level rules such as one main are for pages).
 */
export async function pageAxeViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy allows no inline script.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(readFileSync(AXE_PATH, "utf8"));
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const context = selector ? ({ include: [[selector]] } as never) : document;
    const result = await axe.run(context, { resultTypes: ["violations"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} — ${n.failureSummary ?? v.help}`));
  }, within ?? null);
}
