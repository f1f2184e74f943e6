/**
 * A count or balance as a page shows it, as a number: the host app groups digits for the locale
 * ("6,989", "6.989", "6 989"), and so does the panel. NaN while it shows none ("—"). Never negative.
 */
export function shownNumber(text: string | null | undefined): number {
  const digits = (text ?? "").replace(/\D/g, "");
  return digits ? Number(digits) : NaN;
}
