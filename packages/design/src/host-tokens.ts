/**
 * The token source (tokens.css) as a shadow root needs it: every `:root` becomes `:host`, and
 * `:root[attr]` becomes `:host([attr])`. A custom element adopts the result, so its tokens sit on
 * the element itself, where the page's own `--chat-*` declarations still win, and nothing reaches the
 * page's document.
 */
export function hostTokens(css: string): string {
  return css.replace(/:root((?:\[[^\]]*\])*)/g, (_, attributes: string) => (attributes ? `:host(${attributes})` : ":host"));
}
