import { i18n, initialLocale } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.js";
import { syncDocumentLocale } from "./app/document-locale.js";
import { EnvProvider } from "./app/env-context.js";
import { createHostEnvironment } from "./app/environment.js";

// The API lives on the same origin as the page (the Node server serves both).
const env = createHostEnvironment({ baseUrl: "" });

syncDocumentLocale(document);

await activateAppLocale(initialLocale(localStorage), localStorage);
void env.session.loadUser();

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
