/**
 * A bare count as the reader writes it: the locale's grouping and digits ("2,000" in English, "2.000"
 * in German). For numbers shown without a unit word; with one, Lingui's plurals format the `#`.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberText(locale: string, value: number): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
