/**
 * Why a text was not translated, in the reader's words ("Already in Spanish", "Not translated: …").
 */
import type { TranslateFailReason } from "@chat/protocol";
import { languageName } from "@chat/i18n/language-name";
import { useLingui } from "@lingui/react/macro";

/** The sentence a bubble shows for a text that was not translated. */
export function useNotTranslated(): (reason: TranslateFailReason, from: string | null | undefined) => string {
  const { t, i18n } = useLingui();
  return (reason, from) => {
    // A text found to be in the target language always has a detected language to name.
    const language = from ? languageName(from, i18n.locale) : "";
    if (reason === "sameLanguage") return t`Already in ${language}`;
    const why = reason === "unsupportedPair" ? t`Not available with this server's translator` : reason === "off" ? t`translation is off on this server` : t`the translator did not answer; nothing was charged`;
    return t`Not translated: ${why}`;
  };
}
