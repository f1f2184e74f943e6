/**
 * Per conversation, the language the user writes in (spec's `languageList`: own account, peer account,
 * language; "No translation" removes the entry), with the cost shown before sending.
 */
import { LOCALES } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useId } from "react";
import { usePaid } from "./use-paid.js";

const emptyLanguages = atom<unknown[]>([]);

/** Characters one gold coin translates once the translation characters are used up (spec §9's table). */
export const TRANSLATE_CHARS_PER_COIN = 100;

export function LanguagePicker({ peerImAccount, text }: { peerImAccount: string; text: string }) {
  const { t } = useLingui();
  const paid = usePaid();
  const id = useId();
  const hintId = useId();
  const entries = useStore(paid?.$languages ?? emptyLanguages);
  if (!paid || !peerImAccount) return null;
  const lang = paid.languageFor(peerImAccount);
  void entries; // re-render on change; languageFor reads the same store
  const chars = [...text.trim()].length;
  const coins = Math.ceil(chars / TRANSLATE_CHARS_PER_COIN);
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Translate to</Trans>
      </label>{" "}
      <select id={id} value={lang} aria-describedby={lang ? hintId : undefined} onChange={(e) => paid.setLanguage(peerImAccount, e.target.value)}>
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
