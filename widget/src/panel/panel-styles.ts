/**
 * The open panel's CSS, adopted into the element's shadow root when the panel's code loads
 * (panel-mount.tsx), after the launcher's sheets (element/styles.ts).
 */
import { adoptStyles, LAUNCHER_CSS } from "../element/styles.js";
import panel from "./panel.css?inline";
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

const OPEN_PANEL_CSS: readonly string[] = [panel, recent, contacts, conversation, composer, emoji, profile, modals, translation, gifts, burnAfterRead, wallet];

export function adoptPanelStyles(root: ShadowRoot): void {
  adoptStyles(root, LAUNCHER_CSS);
  adoptStyles(root, OPEN_PANEL_CSS);
}

/** Every CSS text of the element, for tests that check the rules (e.g. tokens only). */
export const PANEL_CSS: readonly string[] = [...LAUNCHER_CSS, ...OPEN_PANEL_CSS];
