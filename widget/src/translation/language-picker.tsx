/**
 * Per conversation, the language the user writes in (spec's `languageList`: own account, peer account,
 * language; "No translation" removes the entry), with the cost shown before sending. The languages the
 * peer speaks (their public profile) come first; when nothing is chosen and they speak none of mine, a
 * one-click "Translate to …" offers theirs. Nothing is switched on by itself: translating costs coins.
 * Languages the server's engines cannot reach from any language I write in are marked, and cannot be
 * picked.
 */
import { spokenCodes, suggestedLanguage } from "@chat/client";
import { LOCALES, userIdOfImAccount } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId } from "react";
import { usePanel } from "../common/panel-context.js";
import { AutoTranslateSwitch } from "./auto-translate.js";

/** Characters one gold coin translates once the translation characters are used up (product §9's table). */
export const TRANSLATE_CHARS_PER_COIN = 100;

export function LanguagePicker({ peerImAccount, text }: { peerImAccount: string; text: string }) {
  const { t } = useLingui();
  const { chat, me } = usePanel();
  const { translation, peerLanguages } = chat;
  const id = useId();
  const hintId = useId();
  // Subscribing re-renders on a change; languageFor and canTranslate read the same stores.
  useStore(translation.$languages);
  useStore(translation.$capabilities);
  useEffect(() => {
    void translation.loadCapabilities();
  }, [translation]);
  const unavailable = t`Not available with this server's translator`;
  // Reachable from any language I write in (the send itself says why when the text's language is not).
  const sources = [me.language, ...spokenCodes(me.languages)];
  const option = (l: (typeof LOCALES)[number]) => {
    const reachable = sources.some((from) => translation.canTranslate(from, l.code));
    return (
      <option key={l.code} value={l.code} lang={reachable ? l.code : undefined} disabled={!reachable}>
        {reachable ? l.language : `${l.language} — ${unavailable}`}
      </option>
    );
  };
  const spoken = useStore(peerLanguages.$spoken);
  const peerId = userIdOfImAccount(peerImAccount);
  useEffect(() => {
    if (peerId !== undefined) void peerLanguages.load(peerId);
  }, [peerLanguages, peerId]);
  if (!peerImAccount) return null;

  const lang = translation.languageFor(peerImAccount);
  const theirs = peerId === undefined ? [] : (spoken[peerId] ?? []);
  const mine = spokenCodes(me.languages);
  const suggested = lang ? "" : suggestedLanguage(theirs, mine.length > 0 ? mine : [me.language]);
  const suggestion = suggested && sources.some((from) => translation.canTranslate(from, suggested)) ? suggested : "";
  const suggestionName = LOCALES.find((l) => l.code === suggestion)?.language ?? "";
  const chars = [...text.trim()].length;
  const coins = Math.ceil(chars / TRANSLATE_CHARS_PER_COIN);
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <Trans>Translate to</Trans>
      </label>{" "}
      <select id={id} value={lang} aria-describedby={lang ? hintId : undefined} onChange={(e) => translation.setLanguage(peerImAccount, e.target.value)}>
        <option value="">{t`No translation`}</option>
        {theirs.length > 0 ? (
          <>
            <optgroup label={t`Languages they speak`}>{theirs.flatMap((code) => LOCALES.filter((l) => l.code === code)).map(option)}</optgroup>
            <optgroup label={t`All languages`}>{LOCALES.filter((l) => !theirs.includes(l.code)).map(option)}</optgroup>
          </>
        ) : (
          LOCALES.map(option)
        )}
      </select>
      {suggestion ? (
        <button type="button" className="button language-picker__suggestion" onClick={() => translation.setLanguage(peerImAccount, suggestion)}>
          <Trans>Translate to {suggestionName}</Trans>
        </button>
      ) : null}
      {lang ? (
        <span className="muted language-picker__cost" id={hintId}>
          {chars > 0 ? (
            <Trans>
              <Plural value={chars} one="# character" other="# characters" />: from your translation characters, else{" "}
              <Plural value={coins} one="# gold coin" other="# gold coins" />
            </Trans>
          ) : (
            <Trans>1 gold coin per started 100 characters once your translation characters are used</Trans>
          )}
        </span>
      ) : null}
      {peerId !== undefined ? <AutoTranslateSwitch peerId={peerId} costShown={lang !== ""} /> : null}
    </div>
  );
}
