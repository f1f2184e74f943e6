/**
 * "Translate" on a received text message: the translation shows under the original, naming the
 * language it was found to be in, with "Show original" to go back; translating again reuses the
 * first result (no second charge). A text that cannot be translated says why ("Already in Spanish").
 * The button stands beside the message's time, apart from the text and in the panel's direction
 * (the bubble takes the direction of the text); what it brought shows in the bubble.
 */
import type { UiMessage } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../common/panel-context.js";
import { languageName } from "@chat/i18n/language-name";
import { useNotTranslated } from "./reason-text.js";
import { hasWords } from "./has-words.js";

/** The received text messages "Translate" is offered on: words (not only emoji or punctuation), not translated on arrival. */
export const offersTranslation = (message: UiMessage, own: boolean): message is UiMessage & { id: string } =>
  !own && message.type === "txt" && Boolean(message.id) && !message.ext.translation && hasWords(message.msg);

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

/** What "Translate" brought, in the bubble: the translation, why there is none, or what went wrong. */
export function TranslationResult({ messageId }: { messageId: string }) {
  const view = useStore(usePanel().chat.translation.$translations)[messageId];
  const notTranslated = useNotTranslated();
  if (view?.status === "shown") return <TranslationText text={view.text} from={view.from} />;
  if (view?.status === "unavailable") return <p className="bubble__note">{notTranslated(view.reason, view.from)}</p>;
  return view?.status === "failed" && view.error ? (
    <p className="error-text bubble__note" role="alert">
      {view.error}
    </p>
  ) : null;
}

/** "Translate", "Translating…" or "Show original"; gone once the text was found not translatable. */
export function TranslateButton({ messageId }: { messageId: string }) {
  const { translation } = usePanel().chat;
  const view = useStore(translation.$translations)[messageId];
  if (view?.status === "unavailable") return null;
  return (
    <button type="button" className="link-button" disabled={view?.status === "loading"} onClick={() => void translation.translateMessage(messageId)}>
      {view?.status === "loading" ? <Trans>Translating…</Trans> : view?.status === "shown" ? <Trans>Show original</Trans> : <Trans>Translate</Trans>}
    </button>
  );
}
