/**
 * The element's React tree: activates the locale and renders the panel's chat store (which token
 * runs, what the page is told, the page's commands). Closed, the panel is its launcher only; the
 * open panel's screens (panel-view.tsx) load the first time it opens.
 */
import { activateLocale, dirOf, i18n } from "@chat/i18n";
import type { Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { createPanelChat } from "@chat/client";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import type { PanelController } from "../element/controller.js";
import { browserStorage } from "./browser-env.js";
import { browserChatRuns } from "./chat-run-environment.js";
import { Launcher } from "./launcher.js";
import { FileBaseProvider } from "../common/file-url.js";

const PanelView = lazy(() => import("./panel-view.js").then((m) => ({ default: m.PanelView })));

export interface PanelAppProps {
  controller: PanelController;
  apiBase: string;
  locale: Locale;
}

export function PanelApp({ controller, apiBase, locale }: PanelAppProps) {
  const [active, setActive] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    void activateLocale(locale).then(() => {
      if (live) setActive(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  if (!active) return null;
  return (
    <I18nProvider i18n={i18n}>
      <div className="chat-root" lang={active} dir={dirOf(active)}>
        <PanelChatView controller={controller} apiBase={apiBase} locale={active} />
      </div>
    </I18nProvider>
  );
}

/**
 * Runs the panel's chat store (packages/client panel-chat) and renders the launcher, and while the
 * panel is open its view: the running chat, "signed out", or the login form. The store decides which
 * token runs and tells the page what happens, open or closed.
 */
function PanelChatView({ controller, apiBase, locale }: PanelAppProps) {
  const panelChat = useMemo(
    () =>
      createPanelChat({
        apiBase,
        storage: controller.environment?.storage ?? browserStorage(),
        handedOver: controller.$token,
        createRun: browserChatRuns(apiBase, controller.environment),
        emit: (event) => controller.emitEvent(event),
        onCommand: (listener) => controller.onCommand(listener),
      }),
    [controller, apiBase],
  );
  // The locale only changes the Accept-Language of later requests; it does not restart the chat.
  useEffect(() => panelChat.setLocale(locale), [panelChat, locale]);
  useEffect(() => {
    panelChat.start();
    return () => panelChat.stop();
  }, [panelChat]);
  const screen = useStore(panelChat.$screen);
  const open = useStore(controller.$open);
  const inline = useStore(controller.$inline);

  return (
    <FileBaseProvider value={apiBase}>
      <Launcher controller={controller} run={screen.name === "chat" ? screen.run : null} />
      {open || inline ? (
        <Suspense fallback={null}>
          <PanelView controller={controller} panelChat={panelChat} apiBase={apiBase} locale={locale} />
        </Suspense>
      ) : null}
    </FileBaseProvider>
  );
}
