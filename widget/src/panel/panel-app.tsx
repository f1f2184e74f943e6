/**
 * The element's React tree (panel-mount.tsx): activates the locale and renders the open panel of the
 * element's chat store (which token runs, what the page is told, the page's commands). The element
 * draws the closed panel's launcher itself and loads this tree the first time the panel opens.
 */
// The catalog only: the panel shows times as digits (MM-DD HH:mm), so it needs no date locale.
import { activateCatalog, dirOf, i18n } from "@chat/i18n/catalog";
import type { Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { useStore } from "@nanostores/react";
import { createChat, createClientEnvironmentOver, createFetchClient, type FullChat, type PanelChat } from "@chat/client";
import { useEffect, useMemo, useState } from "react";
import type { PanelController } from "../element/controller.js";
import { createElementChat } from "./chat-run-environment.js";
import { FileBaseProvider } from "../common/file-url.js";
import { PanelView } from "./panel-view.js";

/**
 * The full chat comes with the open panel's code: the element's chat run loads it (element.tsx
 * `loadFullChat`) and continues with it (its launcher ran only the unread total, the wallet and the
 * socket's events until then). Its HTTP layer is the launcher's small fetch client, which behaves as
 * ky does for our calls: no ky here.
 */
export const fullChat: FullChat = { createChat, createClientEnvironment: (options) => createClientEnvironmentOver(createFetchClient, options) };

export interface PanelAppProps {
  controller: PanelController;
  apiBase: string;
  locale: Locale;
  /**
   * The element's running chat store (element.tsx starts it when it connects, so the launcher's
   * badge and the page's events do not wait for this tree). Without one (stories), the tree runs its own.
   */
  panelChat?: PanelChat;
}

export function PanelApp({ controller, apiBase, locale, panelChat }: PanelAppProps) {
  const [active, setActive] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    void activateCatalog(locale).then(() => {
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
        {panelChat ? (
          <PanelChatView controller={controller} panelChat={panelChat} apiBase={apiBase} locale={active} />
        ) : (
          <OwnPanelChat controller={controller} apiBase={apiBase} locale={active} />
        )}
      </div>
    </I18nProvider>
  );
}

/** A chat store of the tree's own, started while it is rendered (stories without the element). */
function OwnPanelChat({ controller, apiBase, locale }: Omit<PanelAppProps, "panelChat">) {
  const panelChat = useMemo(() => createElementChat(controller, apiBase, async () => fullChat), [controller, apiBase]);
  useEffect(() => panelChat.setLocale(locale), [panelChat, locale]);
  useEffect(() => {
    panelChat.start();
    return () => panelChat.stop();
  }, [panelChat]);
  return <PanelChatView controller={controller} panelChat={panelChat} apiBase={apiBase} locale={locale} />;
}

/** While the panel is open (or inline), its view: the running chat, "signed out", or the login form. */
function PanelChatView({ controller, panelChat, apiBase, locale }: PanelAppProps & { panelChat: PanelChat }) {
  const open = useStore(controller.$open);
  const inline = useStore(controller.$inline);
  return (
    <FileBaseProvider value={apiBase}>
      {open || inline ? <PanelView controller={controller} panelChat={panelChat} apiBase={apiBase} locale={locale} /> : null}
    </FileBaseProvider>
  );
}
