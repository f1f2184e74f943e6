/**
 * The toolbar's locale and theme, applied the way the product applies them: the catalog through
 * @chat/i18n's `activateAppLocale` (the panel's catalog and the web app's), `lang`/`dir` on the document (the host app does the same), the
 * `--app-*` tokens on the page and (in panel-story.tsx) the `--chat-*` tokens on the panel's host.
 */
import { dirOf, i18n } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { isLocale, type Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { appTokens, DARK_APP_TOKENS, type ThemeName } from "./themes.js";

export interface StoryEnv {
  locale: Locale;
  dir: "ltr" | "rtl";
  theme: ThemeName;
}

const StoryEnvContext = createContext<StoryEnv>({ locale: "en", dir: "ltr", theme: "light" });

export const useStoryEnv = () => useContext(StoryEnvContext);

export function StoryGlobals({ locale: wanted, theme: wantedTheme, children }: { locale: unknown; theme: unknown; children: ReactNode }) {
  const locale: Locale = isLocale(wanted) ? wanted : "en";
  const theme: ThemeName = wantedTheme === "dark" ? "dark" : "light";
  const [active, setActive] = useState<Locale | null>(null);

  useEffect(() => {
    let live = true;
    void activateAppLocale(locale).then(() => {
      if (live) setActive(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = dirOf(locale);
    root.dataset.theme = theme;
    for (const name of Object.keys(DARK_APP_TOKENS)) root.style.removeProperty(name);
    for (const [name, value] of Object.entries(appTokens(theme))) root.style.setProperty(name, value);
    root.style.colorScheme = theme;
  }, [locale, theme]);

  if (active !== locale) return null;
  const env: StoryEnv = { locale, dir: dirOf(locale), theme };
  return (
    <I18nProvider i18n={i18n}>
      <StoryEnvContext.Provider value={env}>
        {/* data-story-root tells the e2e spec the locale is active; data-story-pending marks unfinished setup. */}
        <div data-story-root="" className="story-root">
          {children}
        </div>
      </StoryEnvContext.Provider>
    </I18nProvider>
  );
}
