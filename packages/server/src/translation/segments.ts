/**
 * What of a message is translated and charged: URLs, emoji tokens ("[smile]") and emoji characters
 * pass through untouched and cost nothing; whitespace is not counted.
 */
const PROTECTED = /(https?:\/\/[^\s]+|www\.[^\s]+|\[[^\][\s]{1,32}\]|(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u200d|\ufe0f)+)/gu;

export interface Segment {
  text: string;
  translate: boolean;
}

/** The text cut into translatable runs and protected tokens, in order. */
export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    const at = match.index;
    if (at > last) out.push({ text: text.slice(last, at), translate: true });
    out.push({ text: match[0], translate: false });
    last = at + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), translate: true });
  return out.map((s) => (s.translate && !/\p{L}/u.test(s.text) ? { ...s, translate: false } : s));
}

/** Characters charged: code points of the translatable runs, without whitespace. */
export function chargeableChars(text: string): number {
  let n = 0;
  for (const s of segmentsOf(text)) if (s.translate) n += [...s.text.replace(/\s+/gu, "")].length;
  return n;
}

/** Translates the translatable runs with `fn`, keeping their surrounding whitespace and every protected token. */
export async function translateSegments(text: string, fn: (run: string) => Promise<string>): Promise<string> {
  const parts = await Promise.all(
    segmentsOf(text).map(async (s) => {
      if (!s.translate) return s.text;
      const lead = /^\s*/u.exec(s.text)?.[0] ?? "";
      const trail = /\s*$/u.exec(s.text)?.[0] ?? "";
      const core = s.text.slice(lead.length, s.text.length - trail.length);
      return core ? lead + (await fn(core)) + trail : s.text;
    }),
  );
  return parts.join("");
}
