/**
 * The chat's emoji in the console. Members' panels send and show an emoji as a `[name]` token from a
 * fixed list (drawn there as a picture); the console inserts the same tokens, so a reply's emoji look
 * like members' own, and shows tokens as the matching Unicode character (still plain text).
 */
export const EMOJI: readonly (readonly [name: string, char: string])[] = [
  ["smile", "😄"], ["grin", "😁"], ["joy", "😂"], ["rofl", "🤣"], ["wink", "😉"], ["blush", "😊"], ["heart_eyes", "😍"], ["kiss", "😘"],
  ["yum", "😋"], ["sunglasses", "😎"], ["thinking", "🤔"], ["neutral", "😐"], ["smirk", "😏"], ["unamused", "😒"], ["roll_eyes", "🙄"], ["relieved", "😌"],
  ["sleeping", "😴"], ["sweat", "😓"], ["pensive", "😔"], ["confused", "😕"], ["upside_down", "🙃"], ["astonished", "😲"], ["cry", "😢"], ["sob", "😭"],
  ["angry", "😠"], ["scream", "😱"], ["flushed", "😳"], ["hug", "🤗"], ["party", "🥳"], ["star_struck", "🤩"], ["thumbsup", "👍"], ["thumbsdown", "👎"],
  ["clap", "👏"], ["pray", "🙏"], ["ok_hand", "👌"], ["wave", "👋"], ["muscle", "💪"], ["heart", "❤️"], ["broken_heart", "💔"], ["fire", "🔥"],
  ["star", "⭐"], ["tada", "🎉"], ["rose", "🌹"], ["gift", "🎁"], ["coffee", "☕"], ["cake", "🎂"],
];

const CHARS = new Map(EMOJI);

/** The text with each known `[name]` token as its character; anything else stays as written. */
export function emojiText(text: string): string {
  return text.replace(/\[([a-z_]{1,32})\]/g, (token, name: string) => CHARS.get(name) ?? token);
}
