/**
 * The themes of the toolbar. The panel has its own dark token set (`theme="dark"` on the element,
 * packages/design/src/tokens.css); the host app has none yet, so its dark theme is this override of the
 * `--app-*` tokens on the page. Colours are picked for at least 4.5:1 text contrast.
 */
export type ThemeName = "light" | "dark";

export const DARK_APP_TOKENS: Record<string, string> = {
  "--app-color-primary": "#b82a5a",
  "--app-color-primary-strong": "#ff9cbc",
  "--app-color-primary-soft": "#4a2236",
  "--app-color-accent": "#b7a6ff",
  "--app-gradient-brand": "linear-gradient(135deg, #9c2a4d 0%, #8f1f45 45%, #4a36a8 100%)",
  "--app-color-bg": "#16131f",
  "--app-color-surface": "#1f1b2d",
  "--app-color-surface-muted": "#2a2540",
  "--app-color-text": "#f1eef7",
  "--app-color-text-muted": "#c3bcd6",
  "--app-color-border": "#453d5f",
  "--app-color-focus": "#b7a6ff",
  "--app-color-error": "#ff9b93",
  "--app-color-error-soft": "#3d1f24",
  "--app-color-success": "#7fdca6",
  "--app-color-success-soft": "#1d3a2a",
  "--app-color-info": "#9dbcff",
  "--app-color-info-soft": "#1e2a45",
  "--app-color-vip": "#ffe08a",
  "--app-color-vip-bg": "#4d3800",
  "--app-color-svip": "#ffffff",
  "--app-color-svip-bg": "#5b43b0",
  "--app-color-on-primary": "#ffffff",
  "--app-shadow-card": "0 8px 30px rgb(0 0 0 / 0.4), 0 1px 3px rgb(0 0 0 / 0.3)",
  "--app-shadow-pop": "0 12px 32px rgb(0 0 0 / 0.5)",
};

/** The custom properties to set for a theme (none for light: the tokens' defaults are the light theme). */
export const appTokens = (theme: ThemeName) => (theme === "dark" ? DARK_APP_TOKENS : {});
