/** The operator console's page (`/admin`): its own entry, catalog and session, nothing of the member app. */
import { i18n, initialLocale, localeStore } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { syncDocumentLocale } from "../i18n/document-locale.js";
import { ConsoleApp } from "./console-app.js";
import { createConsoleSession } from "@chat/client/console";

syncDocumentLocale(document);
await activateConsoleLocale(initialLocale(localStorage));
const session = createConsoleSession({ getLocale: () => localeStore.get() });
void session.load();

const root = document.getElementById("root");
if (!root) throw new Error("host-app/admin/index.html lacks #root");
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ConsoleApp session={session} />
    </I18nProvider>
  </StrictMode>,
);
