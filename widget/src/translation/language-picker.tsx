/**
 * Per conversation, the language the user writes in (spec's `languageList`: own account, peer account,
 * language; "No translation" removes the entry), with the cost shown before sending.
 */
import { LOCALES } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId } from "react";
import { usePanel } from "../panel/panel-context.js";

/** Characters one gold coin translates once the translation characters are used up (spec §9's table). */
export const TRANSLATE_CHARS_PER_COIN = 100;

export function LanguagePicker({ peerImAccount, text }: { peerImAccount: string; text: string }) {
  const { t } = useLingui();
  const { translation } = usePanel().chat;
  const id = useId();
  const hintId = useId();
  // Subscribing re-renders on a change; languageFor reads the same store.
  useStore(translation.$languages);
  if (!peerImAccount) return null;
  const lang = translation.languageFor(peerImAccount);
  const chars = [...text.trim()].length;
  const coins = Math.ceil(chars / TRANSLATE_CHARS_PER_COIN);
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Translate to</Trans>
      </label>{" "}
      <select id={id} value={lang} aria-describedby={lang ? hintId : undefined} onChange={(e) => translation.setLanguage(peerImAccount, e.target.value)}>
        <option value="">{t`No translation`}</option>
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.language}
          </option>
        ))}
      </select>
      {lang ? (
        <span className="muted language-picker__cost" id={hintId}>
          {chars > 0 ? (
            <Trans>
              {chars} characters: from your translation characters, else {coins} gold coins
            </Trans>
          ) : (
            <Trans>1 gold coin per started 100 characters once your translation characters are used</Trans>
          )}
        </span>
      ) : null}
    </div>
  );
}
