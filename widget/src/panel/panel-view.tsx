/**
 * The open panel: its frame and what it shows (the running chat, "signed out", or the login form).
 * It comes with the panel's tree (panel-mount.tsx), which the element loads the first time the panel
 * opens (or shows inline), so a closed panel on a partner's page downloads its launcher and the chat
 * client, not the panel's screens.
 */
import type { ChatRun, PanelChat } from "@chat/client";
import type { Locale } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { PanelController } from "../element/controller.js";
import { onDemand } from "../modals/on-demand.js";
import { PanelBody } from "./panel-body.js";
import { PanelProvider } from "../common/panel-context.js";
import { PanelFrame } from "./panel-frame.js";

/** Only a panel without a session shows it (a partner page that hands over a token never does). */
const LoginForm = onDemand(() => import("./login-form.js").then((m) => m.LoginForm));

export interface PanelViewProps {
  controller: PanelController;
  panelChat: PanelChat;
  apiBase: string;
  locale: Locale;
}

export function PanelView({ controller, panelChat, apiBase, locale }: PanelViewProps) {
  const { t } = useLingui();
  const screen = useStore(panelChat.$screen);
  return (
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
      <SeenWhileMounted chat={run.chat} />
      <PanelBody />
    </PanelProvider>
  );
}

/**
 * The chat's panel is on screen while this view is mounted (the element renders it only while open
 * or inline): closed, the open conversation's new messages stay unread.
 */
function SeenWhileMounted({ chat }: { chat: ChatRun["chat"] }) {
  useEffect(() => {
    chat.setVisible(true);
    return () => chat.setVisible(false);
  }, [chat]);
  return null;
}

function SignedOut({ conflict }: { conflict: boolean }) {
  return (
    <p className="panel__state" role={conflict ? "alert" : "status"}>
      {conflict ? <Trans>Another device is logged in</Trans> : <Trans>Log in to chat.</Trans>}
    </p>
  );
}
