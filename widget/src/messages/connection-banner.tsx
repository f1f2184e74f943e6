/** The connection's state when it is not online: reconnecting, offline with "Reconnect", or ended. */
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../common/panel-context.js";

export function ConnectionBanner() {
  const { chat } = usePanel();
  const connection = useStore(chat.$connection);
  if (connection.status === "conflict") {
    return (
      <div className="banner banner--error" role="alert">
        <Trans>Another device is logged in</Trans>
      </div>
    );
  }
  if (connection.status !== "reconnecting" && connection.status !== "offline") return null;
  return (
    <div className="banner" role="status">
      <span>{connection.status === "offline" ? <Trans>You are offline.</Trans> : <Trans>Reconnecting…</Trans>}</span>
      <button type="button" className="button" onClick={() => chat.reconnectNow()}>
        <Trans>Reconnect</Trans>
      </button>
    </div>
  );
}
