import { localeStore } from "@chat/i18n";
import { activateAppLocale } from "@chat/i18n/app";
import { isLocale, LOCALES, type Locale } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../common/env-context.js";
import { failureText } from "../i18n/message-text.js";
import { chooseLanguage } from "./language-actions.js";

/**
 * The UI language selector (product §2 header): native names, switches live and is remembered in the
 * browser; for a logged-in user it is also saved to the account (language-actions.ts).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { api, session, toasts } = useEnv();
  const locale = useStore(localeStore);

  async function choose(next: Locale) {
    const failure = await chooseLanguage({ api, session, activate: (locale) => activateAppLocale(locale, localStorage) }, next);
    // The message in the language just chosen.
    if (failure) toasts.notify({ kind: "error", text: failureText(i18n, failure) });
  }

  return (
    <select
      className={`language-select ${className ?? ""}`}
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) void choose(next);
      }}
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.language}
        </option>
      ))}
    </select>
  );
}
