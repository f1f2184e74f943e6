/**
 * The element's React tree: activates the locale and renders the panel's chat store (which token
 * runs, what the page is told, the page's commands).
 */
import { activateLocale, dirOf, i18n } from "@chat/i18n";
import type { Locale } from "@chat/protocol";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { createPanelChat, type ChatRun } from "@chat/client";
import { useEffect, useMemo, useState } from "react";
import type { PanelController } from "../element/controller.js";
import { browserStorage } from "./browser-env.js";
import { browserChatRuns } from "./chat-run-environment.js";
import { Launcher } from "./launcher.js";
import { LoginForm } from "./login-form.js";
import { PanelProvider } from "./panel-context.js";
import { PanelFrame } from "./panel-frame.js";
import { PanelBody } from "./panel-body.js";
import { FileBaseProvider } from "../common/file-url.js";

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
 * Renders the panel's chat store (packages/client panel-chat): the running chat, "signed out", or
 * the login form. The store decides which token runs and tells the page what happens.
 */
function PanelChatView({ controller, apiBase, locale }: PanelAppProps) {
  const { t } = useLingui();
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

  return (
    <FileBaseProvider value={apiBase}>
      <Launcher controller={controller} run={screen.name === "chat" ? screen.run : null} />
      <PanelFrame controller={controller}>
        {screen.name === "chat" ? (
          <RunningChat run={screen.run} controller={controller} />
        ) : screen.name === "signed-out" ? (
          <SignedOut conflict={screen.conflict} />
        ) : (
          <LoginForm
            apiBase={apiBase}
            locale={locale}
            environment={controller.environment}
            notice={screen.conflict ? t`Another device is logged in` : undefined}
            onLoggedIn={(result) => panelChat.loggedIn(result.token)}
          />
        )}
      </PanelFrame>
    </FileBaseProvider>
  );
}

function RunningChat({ run, controller }: { run: ChatRun; controller: PanelController }) {
  const status = useStore(run.$status);
  const me = useStore(run.$user);
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
        <button type="button" className="button" onClick={() => void run.start()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <PanelProvider value={{ chat: run.chat, controller, me }}>
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
