/**
 * "Translate" on a received text message: the translation shows under the original, naming the
 * language it was found to be in, with "Show original" to go back; translating again reuses the
 * first result (no second charge). A text that cannot be translated says why ("Already in Spanish").
 */
import type { UiMessage } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { Translation } from "@chat/client";
import { usePanel } from "../panel/panel-context.js";
import { languageName } from "@chat/i18n/language-name";
import { useNotTranslated } from "./reason-text.js";

export function TranslateToggle({ message }: { message: UiMessage }) {
  const { translation } = usePanel().chat;
  if (!message.id || message.ext.translation) return null;
  return <Toggle translation={translation} messageId={message.id} />;
}

function Toggle({ translation, messageId }: { translation: Translation; messageId: string }) {
  const { i18n } = useLingui();
  const view = useStore(translation.$translations)[messageId];
  const notTranslated = useNotTranslated();
  const from = view?.status === "shown" && view.from ? languageName(view.from, i18n.locale) : "";
  return (
    <>
      {view?.status === "shown" ? (
        <div className="bubble__translation" dir="auto">
          {from ? (
            <span className="bubble__note">
              <Trans>Translated from {from}</Trans>
            </span>
          ) : null}
          {view.text}
        </div>
      ) : null}
      {view?.status === "unavailable" ? <p className="bubble__note">{notTranslated(view.reason, view.from)}</p> : null}
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
