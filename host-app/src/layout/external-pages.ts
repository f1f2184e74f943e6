/**
 * The external pages the footer opens in a new tab (product §2): about, friend safety, privacy, help
 * centre and the purchase/top-up instructions. Their file names carry the language code, with
 * underscores in the Chinese forms (`about_zh_CN.html`); the purchase page has no language suffix.
 * The base is configurable (`VITE_PAGES_BASE`) so a deployment can point at its own site; by default
 * the server serves them from host-app/public/pages.
 */
import type { Locale } from "@chat/protocol";

export const EXTERNAL_PAGES = ["about", "friend-safety", "privacy", "help-center", "purchase"] as const;
export type ExternalPage = (typeof EXTERNAL_PAGES)[number];

/** Default base URL of the external pages; ends with a slash. */
export const DEFAULT_PAGES_BASE = "/pages/";

/** The language part of a page's file name: the locale code with underscores (zh-CN → zh_CN). */
export function pageLanguageCode(locale: Locale): string {
  return locale.replace(/-/g, "_");
}

/** URL of an external page in the locale. */
export function externalPageUrl(page: ExternalPage, locale: Locale, base: string = DEFAULT_PAGES_BASE): string {
  const prefix = base.endsWith("/") ? base : `${base}/`;
  if (page === "purchase") return `${prefix}purchase.html`;
  return `${prefix}${page}_${pageLanguageCode(locale)}.html`;
}
