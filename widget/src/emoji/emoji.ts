/**
 * The emoji allow-list: a token `[name]` in a message becomes a picture only when `name` is here,
 * so no text can smuggle markup or a foreign image in. Pictures are Twemoji SVGs (CC-BY 4.0) that
 * load on demand, the first time one is rendered.
 */
const loaders = import.meta.glob<string>("./assets/*.svg", { query: "?url", import: "default" });

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
  return ALLOWED.has(name) && `./assets/${name}.svg` in loaders;
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

const urls = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

/** The picture's URL if it has loaded already (so a re-render needs no wait). */
export function emojiUrlNow(name: string): string | undefined {
  return urls.get(name);
}

/** Loads one emoji picture's URL. */
export function loadEmojiUrl(name: string): Promise<string> {
  const known = urls.get(name);
  if (known) return Promise.resolve(known);
  let promise = pending.get(name);
  if (!promise) {
    const load = loaders[`./assets/${name}.svg`];
    promise = load
      ? load().then((url) => {
          urls.set(name, url);
          return url;
        })
      : Promise.reject(new Error(`unknown emoji ${name}`));
    pending.set(name, promise);
  }
  return promise;
}
