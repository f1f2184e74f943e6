import { i18n, initialLocale, localeStore, LOCALE_STORAGE_KEY } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { isLocale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { followAccountLanguage } from "./app/account-language.js";
import { App, preloadFirstScreen } from "./app/app.js";
import { syncDocumentLocale } from "./i18n/document-locale.js";
import { EnvProvider } from "./common/env-context.js";
import { preloadPanelCatalog } from "./app/panel-catalog.js";
import { createHostEnvironment } from "./app/environment.js";
import { followUnreadTitle } from "./chat/unread-title.js";
import { startPush } from "./push/push-setup.js";

// The API lives on the same origin as the page (the Node server serves both).
const env = createHostEnvironment({ baseUrl: "" });
// Chromium offers the install once, early: keep the offer before anything awaits.
env.install.capture(window);

syncDocumentLocale(document);
followUnreadTitle(document, env.chatPanel.$unread);

// Only the selector (and the account's language) write the stored choice: a browser that never
// chose stays "no choice", so its English is not pushed onto an account at the next login.
// No top-level await here: the first page is one chunk, and a catalog chunk that imports from it
// (a date locale imports dayjs) would wait for this module to finish, which would wait for it.
const locale = initialLocale(localStorage);
// The first screen's list and chunks before the catalogs: the list is the longest chain
// (list, then the top card's picture) and the first of six connections goes to it.
preloadFirstScreen(env, env.router.get()?.route);
preloadPanelCatalog(locale);
void activateAppLocale(locale).then(start);

function start() {
  followAccountLanguage({
    session: env.session,
    api: env.api,
    activeLocale: () => localeStore.get(),
    browserChoice: () => {
      const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
      return isLocale(stored) ? stored : null;
    },
    activate: (locale) => activateAppLocale(locale, localStorage),
  });
  void env.session.loadUser();
  startPush(env);

  const root = document.getElementById("root");
  if (!root) throw new Error("host-app/index.html lacks #root");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <EnvProvider value={env}>
          <App />
        </EnvProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
