import { localeStore } from "@chat/i18n";
import { activateConsoleLocale } from "@chat/i18n/console";
import { isLocale, LOCALES } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";

/** The console's language: its own catalog, remembered like the app's choice. */
export function ConsoleLanguage() {
  const { t } = useLingui();
  const locale = useStore(localeStore);
  return (
    <select
      className="language-select"
      aria-label={t`Language`}
      value={locale}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next)) void activateConsoleLocale(next, localStorage);
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
