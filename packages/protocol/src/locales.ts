/** The 17 UI languages of product §1, each with its native name. The default is English. */
export const LOCALES = [
  { code: "zh-CN", language: "简体中文" },
  { code: "zh-TW", language: "繁體中文" },
  { code: "en", language: "English" },
  { code: "de", language: "Deutsch" },
  { code: "ru", language: "Русский" },
  { code: "ko", language: "한국어" },
  { code: "ja", language: "日本語" },
  { code: "es", language: "Español" },
  { code: "fi", language: "Suomi" },
  { code: "sk", language: "Slovenčina" },
  { code: "hu", language: "Magyar" },
  { code: "ar", language: "العربية" },
  { code: "pl", language: "Polski" },
  { code: "el", language: "Ελληνικά" },
  { code: "da", language: "Dansk" },
  { code: "nb", language: "Norsk bokmål" },
  { code: "sv", language: "Svenska" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export const DEFAULT_LOCALE: Locale = "en";
export const RTL_LOCALES: readonly Locale[] = ["ar"];

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l.code === value);
}

/**
 * The best supported locale for a BCP 47 tag or an Accept-Language header:
 * exact match, then Chinese script/region rules, then the language alone, else English.
 */
export function pickLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((l) => l.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const [lang, ...rest] = lower.split(/[-_]/);
  if (lang === "zh") {
    const traditional = rest.some((p) => p === "hant" || p === "tw" || p === "hk" || p === "mo");
    return traditional ? "zh-TW" : "zh-CN";
  }
  if (lang === "no" || lang === "nn") return "nb";
  return LOCALES.find((l) => l.code === lang)?.code;
}
