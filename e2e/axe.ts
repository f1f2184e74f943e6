/** axe-core run inside a page of the real build, as lines that read well in a failure. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type AxeCore from "axe-core";
import type { Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Every axe violation on the page ("rule: target — summary"). */
export async function pageAxeViolations(page: Page): Promise<string[]> {
  // The app's Content-Security-Policy refuses a script tag; an evaluation from the test is not a page script.
  await page.evaluate(readFileSync(AXE_PATH, "utf8"));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} — ${n.failureSummary ?? v.help}`));
  });
}
