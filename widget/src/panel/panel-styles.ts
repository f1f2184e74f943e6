/**
 * The open panel's CSS, adopted into the element's shadow root when the panel's code loads
 * (panel-mount.tsx), after the launcher's sheets (element/styles.ts). Parts that load on demand
 * bring their own (the modals', the profile card's and the Contacts tab's: `adoptOnDemandStyles` of
 * common/on-demand-styles.ts).
 */
import { adoptStyles, LAUNCHER_CSS } from "../element/styles.js";
import { adoptOnDemandStylesInto } from "../common/on-demand-styles.js";
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

export function adoptPanelStyles(root: ShadowRoot): void {
  adoptStyles(root, LAUNCHER_CSS);
  adoptStyles(root, OPEN_PANEL_CSS);
  adoptOnDemandStylesInto(root);
}

/** The CSS texts the element adopts at once and with the open panel, for tests that check the rules (e.g. tokens only). */
export const PANEL_CSS: readonly string[] = [...LAUNCHER_CSS, ...OPEN_PANEL_CSS];
