/**
 * The open panel's CSS, adopted into the element's shadow root when the panel's code loads
 * (panel-mount.tsx), after the launcher's sheets (element/styles.ts). Parts that load on demand
 * bring their own (the modals', the profile card's and the Contacts tab's: `adoptOnDemandStyles`).
 */
import { adoptStyles, LAUNCHER_CSS } from "../element/styles.js";
import controls from "../common/controls.css?inline";
import panel from "./panel.css?inline";
import recent from "../conversations/recent.css?inline";
import conversation from "../messages/conversation.css?inline";
import composer from "../messages/composer.css?inline";
import emoji from "../emoji/emoji.css?inline";
import translation from "../translation/translation.css?inline";
import burnAfterRead from "../burn-after-read/burn-after-read.css?inline";
import wallet from "../wallet/wallet.css?inline";

const OPEN_PANEL_CSS: readonly string[] = [controls, panel, recent, conversation, composer, emoji, translation, burnAfterRead, wallet];

/** The shadow roots of the open panels on the page, and the CSS that on-demand parts brought since. */
const roots = new Set<WeakRef<ShadowRoot>>();
const onDemand: (readonly string[])[] = [];

export function adoptPanelStyles(root: ShadowRoot): void {
  adoptStyles(root, LAUNCHER_CSS);
  adoptStyles(root, OPEN_PANEL_CSS);
  for (const sources of onDemand) adoptStyles(root, sources);
  roots.add(new WeakRef(root));
}

/**
 * The CSS of a part that loads on demand (modals/on-demand.tsx), adopted by every open panel on the
 * page when its module loads (before it renders), and by panels opened later.
 */
export function adoptOnDemandStyles(sources: readonly string[]): void {
  onDemand.push(sources);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adoptStyles(root, sources);
    else roots.delete(ref);
  }
}

/** The CSS texts the element adopts at once and with the open panel, for tests that check the rules (e.g. tokens only). */
export const PANEL_CSS: readonly string[] = [...LAUNCHER_CSS, ...OPEN_PANEL_CSS];
