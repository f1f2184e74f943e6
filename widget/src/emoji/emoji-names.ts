/** The picker's emoji, in its order: every picture of the allow-list (emoji.ts) once (emoji.test.tsx). */
export const EMOJI_NAMES: readonly string[] = [
  "smile", "grin", "joy", "rofl", "wink", "blush", "heart_eyes", "kiss", "yum", "sunglasses",
  "thinking", "neutral", "smirk", "unamused", "roll_eyes", "relieved", "sleeping", "sweat", "pensive", "confused",
  "upside_down", "astonished", "cry", "sob", "angry", "scream", "flushed", "hug", "party", "star_struck",
  "thumbsup", "thumbsdown", "clap", "pray", "ok_hand", "wave", "muscle", "heart", "broken_heart", "fire",
  "star", "tada", "rose", "gift", "coffee", "cake",
];
