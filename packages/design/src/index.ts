/**
 * The shared design system of the panel and the host app. CSS comes by path (`@chat/design/tokens.css`,
 * `@chat/design/base.css`); this entry holds the icons and the helper that puts the tokens on a
 * shadow root's host.
 */
export * from "./icons/index.js";
export { hostTokens } from "./host-tokens.js";
