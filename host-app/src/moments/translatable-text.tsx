/**
 * A moment's or a comment's text, rendered as text, with Translate (its cost shown before) and Show
 * original. A lack of coins opens the out-of-coins offer; other failures show their reason.
 */
import { isOutOfCoins, translationCost, translationKey, type TranslatedKind } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId } from "react";
import { useMoments } from "./use-moments.js";

export function TranslatableText({ kind, id, text, className }: { kind: TranslatedKind; id: number; text: string; className: string }) {
  const { t } = useLingui();
  const moments = useMoments();
  const view = useStore(moments.translations.$views)[translationKey(kind, id)];
  const costId = useId();
  const { characters } = translationCost(text);
  const showing = view?.status === "shown";

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
        <p className="moment-text__note">
          <Trans>Translated</Trans>
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
