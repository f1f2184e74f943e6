/**
 * Whether a text has words to translate: a letter of any script outside its emoji tokens. A message
 * of only emoji (pictures or `[name]` tokens), whitespace, punctuation, digits or symbols has none,
 * and "Translate" would only spend characters on it.
 */
import { parseEmojiText } from "../emoji/emoji.js";

export function hasWords(text: string): boolean {
  return parseEmojiText(text).some((part) => part.kind === "text" && /\p{L}/u.test(part.text));
}
