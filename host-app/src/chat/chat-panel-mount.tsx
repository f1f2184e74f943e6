/**
 * Mounts the `<chat-panel>` element once and talks to it only through its public contract:
 * attributes in (token, locale, api-base, inline and hide-close on chat routes), events out (unread
 * badge, someone's home page, my profile edit, logout, coins, the wallet's balances).
 */
import "@chat/widget";
import type { ChatPanelElement, ChatWalletBalance } from "@chat/widget";
import { NewTabIcon } from "@chat/design";
import { dirOf, localeStore } from "@chat/i18n";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useEnv } from "../common/env-context.js";
import { $soundOn } from "./attention-prefs.js";

export function ChatPanelMount({ inline }: { inline: boolean }) {
  const { t } = useLingui();
  const { session, chatPanel, router, toasts, wallet } = useEnv();
  // Everywhere but on the chat page itself, the panel's header offers that page in a new tab.
  const chatPage = useStore(router)?.route === "chat";
  const token = useStore(session.$token);
  const locale = useStore(localeStore);
  const ref = useRef<ChatPanelElement | null>(null);
  const soundOn = useStore($soundOn);

  // The element and what it reports (unread total, balances), for as long as this panel is mounted.
  // A layout effect: it listens before the element's chat starts (a microtask after insertion).
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    chatPanel.$element.set(panel);
    const onUnread = (event: CustomEvent<{ total: number }>) => chatPanel.$unread.set(event.detail.total);
    const onWallet = (event: CustomEvent<ChatWalletBalance>) => wallet.apply(event.detail);
    panel.addEventListener("chat-unread", onUnread);
    panel.addEventListener("chat-wallet", onWallet);
    return () => {
      panel.removeEventListener("chat-unread", onUnread);
      panel.removeEventListener("chat-wallet", onWallet);
      if (chatPanel.$element.get() === panel) chatPanel.$element.set(null);
      chatPanel.$unread.set(0);
    };
  }, [chatPanel, wallet]);

  // Where the panel sends the page. These follow the language (`t`) without touching the unread total.
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const onProfile = (event: CustomEvent<{ userId: number }>) => {
      panel.close();
      router.open(`/userHomePage/${event.detail.userId}`);
    };
    const onEditProfile = () => {
      panel.close();
      router.open("/person");
    };
    const onLogout = (event: CustomEvent<{ reason: string }>) => {
      // The logout moves the page to /login: the reason must still be there to read.
      if (event.detail.reason === "conflict") toasts.notify({ kind: "error", text: t`Another device is logged in`, acrossPages: true });
      void session.logout();
    };
    const onCoins = (event: CustomEvent<{ kind: "coins" | "translation" | "membership" }>) => {
      panel.close();
      const { kind } = event.detail;
      // The membership offer (read receipts) leads to the VIP/SVIP purchase on the overview tab.
      router.open(kind === "translation" ? "/account?index=3" : kind === "membership" ? "/account?index=1" : "/account?index=2");
    };
    panel.addEventListener("chat-open-profile", onProfile);
    panel.addEventListener("chat-edit-profile", onEditProfile);
    panel.addEventListener("chat-logout", onLogout);
    panel.addEventListener("chat-need-coins", onCoins);
    return () => {
      panel.removeEventListener("chat-open-profile", onProfile);
      panel.removeEventListener("chat-edit-profile", onEditProfile);
      panel.removeEventListener("chat-logout", onLogout);
      panel.removeEventListener("chat-need-coins", onCoins);
    };
  }, [router, session, toasts, t]);

  // On the chat page the panel is the page: shown in place, always open, without "Close".
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    panel.toggleAttribute("inline", inline);
    panel.toggleAttribute("hide-close", inline);
    if (inline) panel.open();
    else panel.close();
  }, [inline]);

  // `lang` and `dir` on the host element too: the page places the panel by them (right to left in Arabic).
  return (
    <chat-panel
      ref={(el: ChatPanelElement | null) => {
        // The environment must be in place before the element connects and builds its chat.
        if (el && chatPanel.environment) el.environment = chatPanel.environment;
        ref.current = el;
      }}
      api-base={chatPanel.apiBase || globalThis.location.origin}
      locale={locale}
      lang={locale}
      dir={dirOf(locale)}
      token={token ?? undefined}
      // The host opens the panel from its own side bar and header badge, so no floating launcher.
      hide-launcher=""
      // Calls the person back: the tone (unless turned off in Settings) and desktop notifications.
      sound={soundOn ? "" : undefined}
      notifications=""
      className="chat-panel-host"
    >
      {chatPage ? null : (
        <a slot="actions" className="chat-panel-host__new-tab" href="/chat" target="_blank" rel="noopener" aria-label={t`Open in new tab`} title={t`Open in new tab`}>
          <NewTabIcon />
        </a>
      )}
    </chat-panel>
  );
}
