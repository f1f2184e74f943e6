import { activateLocale, localeStore } from "@chat/i18n";
import { isLocale, LOCALES } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";

/** The UI language selector (spec §2 header): native names, switches live and is remembered. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useLingui();
  const locale = useStore(localeStore);
  return (
    <select
      className={`language-select ${className ?? ""}`}
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) void activateLocale(next, localStorage);
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
