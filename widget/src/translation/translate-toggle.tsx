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

/** A translation under its original, naming the language the original was found to be in. */
export function TranslationText({ text, from: code }: { text: string; from: string | null | undefined }) {
  const { i18n } = useLingui();
  const from = code ? languageName(code, i18n.locale) : "";
  return (
    <div className="bubble__translation">
      {from ? (
        <span className="bubble__note">
          <Trans>Translated from {from}</Trans>
        </span>
      ) : null}
      <span dir="auto">{text}</span>
    </div>
  );
}

function Toggle({ translation, messageId }: { translation: Translation; messageId: string }) {
  const view = useStore(translation.$translations)[messageId];
  const notTranslated = useNotTranslated();
  return (
    <>
      {view?.status === "shown" ? <TranslationText text={view.text} from={view.from} /> : null}
      {view?.status === "unavailable" ? <p className="bubble__note">{notTranslated(view.reason, view.from)}</p> : null}
      {view?.status === "failed" && view.error ? (
        <p className="error-text bubble__note" role="alert">
          {view.error}
        </p>
      ) : null}
      {view?.status === "unavailable" ? null : (
        <span className="bubble__actions">
          <button type="button" className="link-button" disabled={view?.status === "loading"} onClick={() => void translation.translateMessage(messageId)}>
            {view?.status === "loading" ? <Trans>Translating…</Trans> : view?.status === "shown" ? <Trans>Show original</Trans> : <Trans>Translate</Trans>}
          </button>
        </span>
      )}
    </>
  );
}
