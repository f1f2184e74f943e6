/**
 * "Translate" on a received text message: the translation shows under the original, with
 * "Show original" to go back; translating again reuses the first result (no second charge).
 */
import type { UiMessage } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { Translation } from "@chat/client";
import { usePanel } from "../panel/panel-context.js";

export function TranslateToggle({ message }: { message: UiMessage }) {
  const { translation } = usePanel().chat;
  if (!message.id || message.ext.translation) return null;
  return <Toggle translation={translation} messageId={message.id} />;
}

function Toggle({ translation, messageId }: { translation: Translation; messageId: string }) {
  const view = useStore(translation.$translations)[messageId];
  return (
    <>
      {view?.status === "shown" ? (
        <div className="bubble__translation" dir="auto">
          {view.text}
        </div>
      ) : null}
      {view?.status === "failed" && view.error ? (
        <p className="error-text" role="alert">
          {view.error}
        </p>
      ) : null}
      <button type="button" className="link-button" disabled={view?.status === "loading"} onClick={() => void translation.translateMessage(messageId)}>
        {view?.status === "loading" ? <Trans>Translating…</Trans> : view?.status === "shown" ? <Trans>Show original</Trans> : <Trans>Translate</Trans>}
      </button>
    </>
  );
}
