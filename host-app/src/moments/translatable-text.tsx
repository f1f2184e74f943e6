/**
 * A moment's or a comment's text, rendered as text, with Translate (its cost shown before) and Show
 * original. A lack of coins opens the out-of-coins offer; other failures show their reason, and a text
 * that cannot be translated says why ("Already in Spanish"); nothing is charged for it.
 */
import { isOutOfCoins, translationCost, translationKey, type TranslatedKind } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { languageName } from "@chat/i18n/language-name";
import type { TranslateFailReason } from "@chat/protocol";
import { useId } from "react";
import { useMoments } from "./use-moments.js";

function useWhyNot(): (reason: TranslateFailReason, from: string | null) => string {
  const { t, i18n } = useLingui();
  return (reason, from) => {
    const language = from ? languageName(from, i18n.locale) : "";
    if (reason === "sameLanguage") return t`Already in ${language}`;
    const why = reason === "unsupportedPair" ? t`Not available with this server's translator` : reason === "off" ? t`translation is off on this server` : t`the translator did not answer; nothing was charged`;
    return t`Not translated: ${why}`;
  };
}

export function TranslatableText({ kind, id, text, className }: { kind: TranslatedKind; id: number; text: string; className: string }) {
  const { t, i18n } = useLingui();
  const moments = useMoments();
  const view = useStore(moments.translations.$views)[translationKey(kind, id)];
  const costId = useId();
  const { characters } = translationCost(text);
  const showing = view?.status === "shown";
  const whyNot = useWhyNot();
  const from = showing && view.from ? languageName(view.from, i18n.locale) : "";

  const translate = async () => {
    const code = await moments.translations.translate(kind, id);
    if (isOutOfCoins(code)) moments.$outOfCoins.set("translation");
  };

  return (
    <div className="moment-text">
      <p className={className}>
        {showing ? view.text : text}
      </p>
      {showing ? (
        <p className="moment-text__note">{from ? <Trans>Translated from {from}</Trans> : <Trans>Translated</Trans>}</p>
      ) : null}
      {view?.status === "unavailable" ? (
        <p className="moment-text__note" role="status">
          {whyNot(view.reason, view.from)}
        </p>
      ) : null}
      {view?.status === "failed" && !isOutOfCoins(view.code) ? (
        <p className="moment-text__error" role="alert">
          {view.error || t`Translation failed. Please try again.`}
        </p>
      ) : null}
      <div className="moment-text__actions">
        {showing ? (
          <button type="button" className="moment-link" onClick={() => moments.translations.showOriginal(kind, id)}>
            <Trans>Show original</Trans>
          </button>
        ) : (
          <>
            <button type="button" className="moment-link" aria-describedby={costId} disabled={view?.status === "loading"} onClick={() => void translate()}>
              <Trans>Translate</Trans>
            </button>
            <span className="moment-text__cost" id={costId}>
              {view?.status === "original" ? t`Already paid` : t`${characters} characters, or 1 coin per 100 characters`}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
