/**
 * The element's React tree: activates the locale, builds the chat session for the current token,
 * forwards its state to the page as events and carries out the page's commands.
 */
import { activateLocale, dirOf, i18n } from "@chat/i18n";
import type { Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { PanelController } from "../element/controller.js";
import { browserStorage } from "./browser-env.js";
import { createChatSession, type ChatSession } from "./chat-session.js";
import { Launcher } from "./launcher.js";
import { LoginForm } from "./login-form.js";
import { PanelProvider } from "./panel-context.js";
import { PanelFrame } from "./panel-frame.js";
import { PanelBody } from "./panel-body.js";

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
        <SessionGate controller={controller} apiBase={apiBase} locale={active} />
      </div>
    </I18nProvider>
  );
}

/** Where the panel keeps a token it obtained with its own login form (never a password). */
export function sessionStorageKey(apiBase: string): string {
  return `chat-panel:session:${apiBase}`;
}

function SessionGate({ controller, apiBase, locale }: PanelAppProps) {
  const { t } = useLingui();
  const handedOver = useStore(controller.$token);
  const storage = useMemo(() => controller.environment?.storage ?? browserStorage(), [controller]);
  const key = sessionStorageKey(apiBase);
  const [own, setOwn] = useState<string | null>(() => storage.getItem(key));
  // A token the page handed over wins; it is kept in memory only.
  const token = handedOver ?? own;
  const [session, setSession] = useState<ChatSession | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  // Another tab of this site logged in or out with the panel's form.
  useEffect(() => {
    setOwn(storage.getItem(key));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setOwn(event.newValue);
    };
    globalThis.addEventListener?.("storage", onStorage);
    return () => globalThis.removeEventListener?.("storage", onStorage);
  }, [storage, key]);

  const forget = (dead: string) => {
    setEnded(dead);
    if (storage.getItem(key) === dead) storage.removeItem(key);
    setOwn((current) => (current === dead ? null : current));
  };

  useEffect(() => {
    if (!token) {
      setSession(null);
      return;
    }
    const next = createChatSession({
      apiBase,
      token,
      getLocale: () => locale,
      environment: controller.environment,
      onEnded: (reason) => {
        forget(token);
        controller.emit("chat-logout", { reason });
      },
      onConflict: () => {
        forget(token);
        setConflict(true);
        controller.emit("chat-logout", { reason: "conflict" });
      },
    });
    setSession(next);
    void next.start().then((ok) => {
      const user = next.$user.get();
      if (ok && user) controller.emit("chat-ready", { userId: user.id });
      else if (next.$status.get() === "error") controller.emit("chat-error", { message: "user info failed to load" });
    });
    return () => next.stop();
    // The locale only changes the Accept-Language of later requests; it must not restart the chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiBase, token, controller]);

  useEffect(() => {
    if (!session) return;
    const stopUnread = session.chat.$unreadTotal.subscribe((total) => controller.emit("chat-unread", { total }));
    const stopCommands = controller.onCommand((command) => {
      if (command.kind === "openConversation") session.whenStarted(() => session.chat.messageFromProfile(command.userId));
      else if (command.kind === "showApplications") session.whenStarted(() => session.chat.openApplications());
      else {
        session.logout();
        if (token) forget(token);
        controller.emit("chat-logout", { reason: "logout" });
      }
    });
    return () => {
      stopUnread();
      stopCommands();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, controller, token]);

  const live = session && token && ended !== token ? session : null;
  return (
    <>
      <Launcher controller={controller} session={live} />
      <PanelFrame controller={controller}>
        {live ? (
          <LiveSession session={live} controller={controller} />
        ) : handedOver && ended === handedOver ? (
          <SignedOut conflict={conflict} />
        ) : (
          <LoginForm
            apiBase={apiBase}
            locale={locale}
            environment={controller.environment}
            notice={conflict ? t`Another device is logged in` : undefined}
            onLoggedIn={(result) => {
              setConflict(false);
              setEnded(null);
              try {
                storage.setItem(key, result.token);
              } catch {
                // Storage refused: the session lasts as long as the page.
              }
              setOwn(result.token);
            }}
          />
        )}
      </PanelFrame>
    </>
  );
}

function LiveSession({ session, controller }: { session: ChatSession; controller: PanelController }) {
  const status = useStore(session.$status);
  const me = useStore(session.$user);
  if (status === "loading" || (status === "ready" && !me)) {
    return (
      <p className="panel__state" role="status">
        <span className="spinner" aria-hidden="true" /> <Trans>Loading…</Trans>
      </p>
    );
  }
  if (status === "error" || !me) {
    return (
      <div className="panel__state" role="alert">
        <p>
          <Trans>The chat could not load.</Trans>
        </p>
        <button type="button" className="button" onClick={() => void session.start()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <PanelProvider value={{ chat: session.chat, controller, me }}>
      <PanelBody />
    </PanelProvider>
  );
}

function SignedOut({ conflict }: { conflict: boolean }) {
  return (
    <p className="panel__state" role={conflict ? "alert" : "status"}>
      {conflict ? <Trans>Another device is logged in</Trans> : <Trans>Log in to chat.</Trans>}
    </p>
  );
}
