/**
 * Adopts the panel's CSS into its shadow root as constructable stylesheets: nothing is added to the
 * page, so a strict Content-Security-Policy (no inline styles) holds and page CSS cannot reach in.
 * The element adopts the launcher's sheets (tokens, resets, the launcher) at once; the open panel's
 * sheets come with its code (panel/panel-styles.ts).
 */
import { hostTokens } from "@chat/design/host-tokens";
import designTokens from "@chat/design/tokens.css?inline";
import designBase from "@chat/design/base.css?inline";
import host from "../common/tokens.css?inline";
import base from "../common/base.css?inline";
import launcher from "./launcher.css?inline";

// The shared token source is written for a document's `:root`; the panel declares it on its own host.
export const LAUNCHER_CSS: readonly string[] = [hostTokens(designTokens), host, designBase, base, launcher];

const made = new Map<readonly string[], CSSStyleSheet[]>();

/** One set of sheets per list, shared by every panel on the page (a sheet may be adopted by many roots). */
function sheetsOf(sources: readonly string[]): CSSStyleSheet[] {
  let sheets = made.get(sources);
  if (!sheets) {
    sheets = sources.map((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    });
    made.set(sources, sheets);
  }
  return sheets;
}

/** True where constructable stylesheets exist (every current browser; not jsdom). */
export function canAdoptStyles(root: ShadowRoot): boolean {
  return typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype && "adoptedStyleSheets" in root;
}

/** Adds these CSS texts' sheets to the shadow root (once). */
export function adoptStyles(root: ShadowRoot, sources: readonly string[]): void {
  if (!canAdoptStyles(root)) return;
  const sheets = sheetsOf(sources);
  if (sheets.every((sheet) => root.adoptedStyleSheets.includes(sheet))) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}
