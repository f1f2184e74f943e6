/**
 * Adopts the panel's CSS into its shadow root as constructable stylesheets: nothing is added to the
 * page, so a strict Content-Security-Policy (no inline styles) holds and page CSS cannot reach in.
 */
import { hostTokens } from "@chat/design/host-tokens";
import designTokens from "@chat/design/tokens.css?inline";
import designBase from "@chat/design/base.css?inline";
import host from "../common/tokens.css?inline";
import base from "../common/base.css?inline";
import panel from "../panel/panel.css?inline";
import recent from "../recent/recent.css?inline";
import contacts from "../contacts/contacts.css?inline";
import conversation from "../conversation/conversation.css?inline";
import composer from "../conversation/composer.css?inline";
import emoji from "../emoji/emoji.css?inline";
import profile from "../profile/profile.css?inline";
import modals from "../modals/modals.css?inline";
import translation from "../translation/translation.css?inline";
import gifts from "../gifts/gifts.css?inline";
import burnAfterRead from "../burn-after-read/burn-after-read.css?inline";
import wallet from "../wallet/wallet.css?inline";

// The shared token source is written for a document's `:root`; the panel declares it on its own host.
const SOURCES = [hostTokens(designTokens), host, designBase, base, panel, recent, contacts, conversation, composer, emoji, profile, modals, translation, gifts, burnAfterRead, wallet];

let sheets: CSSStyleSheet[] | null = null;

/** One set of sheets shared by every panel on the page (a sheet may be adopted by many roots). */
function panelSheets(): CSSStyleSheet[] {
  sheets ??= SOURCES.map((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  return sheets;
}

/** True where constructable stylesheets exist (every current browser; not jsdom). */
export function canAdoptStyles(root: ShadowRoot): boolean {
  return typeof CSSStyleSheet === "function" && "replaceSync" in CSSStyleSheet.prototype && "adoptedStyleSheets" in root;
}

export function adoptPanelStyles(root: ShadowRoot): void {
  if (!canAdoptStyles(root)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...panelSheets()];
}

/** The CSS texts, for tests that check the rules (e.g. tokens only). */
export const PANEL_CSS: readonly string[] = SOURCES;
