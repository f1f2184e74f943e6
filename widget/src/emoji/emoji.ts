/**
 * The emoji allow-list: a token `[name]` in a message becomes a picture only when `assets/name.svg`
 * is one of the widget's pictures, so no text can smuggle markup or a foreign image in. Pictures are
 * Twemoji SVGs (CC-BY 4.0): the bundle holds only their URLs (files beside the widget build, never
 * data URLs in the script), and the browser fetches a picture the first time one is shown. The
 * picker's order is in emoji-names.ts, which loads with the picker.
 */
const URLS = import.meta.glob<string>("./assets/*.svg", { query: "?url", import: "default", eager: true });

/** The picture's URL (undefined for a name outside the allow-list). */
export const emojiUrl = (name: string): string | undefined => URLS[`./assets/${name}.svg`];

export const isEmojiName = (name: string): boolean => emojiUrl(name) !== undefined;

export type TextPart = { kind: "text"; text: string } | { kind: "emoji"; name: string };

const TOKEN = /\[([a-z_]{1,32})\]/g;

/** Splits message text into plain text and allow-listed emoji tokens. */
export function parseEmojiText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1] ?? "";
    if (!isEmojiName(name)) continue;
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "emoji", name });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
