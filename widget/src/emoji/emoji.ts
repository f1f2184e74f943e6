/**
 * The emoji allow-list: a token `[name]` in a message becomes a picture only when `name` is here,
 * so no text can smuggle markup or a foreign image in. Pictures are Twemoji SVGs (CC-BY 4.0): the
 * bundle holds only their URLs (files beside the widget build, never data URLs in the script), and the
 * browser fetches a picture the first time one is shown.
 */
const URLS = import.meta.glob<string>("./assets/*.svg", { query: "?url", import: "default", eager: true });

/** Emoji names in picker order. */
export const EMOJI_NAMES: readonly string[] = [
  "smile", "grin", "joy", "rofl", "wink", "blush", "heart_eyes", "kiss", "yum", "sunglasses",
  "thinking", "neutral", "smirk", "unamused", "roll_eyes", "relieved", "sleeping", "sweat", "pensive", "confused",
  "upside_down", "astonished", "cry", "sob", "angry", "scream", "flushed", "hug", "party", "star_struck",
  "thumbsup", "thumbsdown", "clap", "pray", "ok_hand", "wave", "muscle", "heart", "broken_heart", "fire",
  "star", "tada", "rose", "gift", "coffee", "cake",
];

const ALLOWED = new Set(EMOJI_NAMES);

export function isEmojiName(name: string): boolean {
  return ALLOWED.has(name) && `./assets/${name}.svg` in URLS;
}

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

/** The picture's URL (undefined for a name outside the allow-list). */
export function emojiUrlNow(name: string): string | undefined {
  return ALLOWED.has(name) ? URLS[`./assets/${name}.svg`] : undefined;
}

/** The picture's URL as a promise (kept for callers written when the URLs loaded lazily). */
export function loadEmojiUrl(name: string): Promise<string> {
  const url = emojiUrlNow(name);
  return url ? Promise.resolve(url) : Promise.reject(new Error(`unknown emoji ${name}`));
}
