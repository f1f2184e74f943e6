/**
 * The Contacts group letter of a friend's name (product §3 "Contacts are grouped by first letter", the
 * `firstLetter` field of Friend in §6), per script: Latin with diacritics folded, Cyrillic, Greek and
 * Arabic by their own alphabets, Hebrew, Korean and Japanese kana by their own scripts, Chinese by
 * pinyin initial; anything else (digits, emoji, other scripts) is "#".
 */

/** The group for names that have no letter of a supported script. */
export const OTHER_GROUP = "#";

// Whitespace, punctuation, invisible format/control characters and stray combining marks carry no
// letter: "  (Anna)" belongs under A.
const SKIPPABLE = /[\s\p{P}\p{Cf}\p{Cc}\p{M}\u0640]/u;

/** Returns the Contacts group of `name`: an uppercase letter of the name's script, or "#". */
export function firstLetter(name: string): string {
  for (const ch of name) {
    if (SKIPPABLE.test(ch)) continue;
    return letterOf(ch);
  }
  return OTHER_GROUP;
}

type Script = "latin" | "cyrillic" | "greek" | "arabic" | "hebrew" | "hangul" | "kana" | "han" | "other";

function scriptOf(ch: string): Script {
  if (/\p{Nd}|\p{No}|\p{Nl}/u.test(ch) && !/\p{Script=Han}/u.test(ch)) return "other";
  if (/\p{Script=Latin}/u.test(ch)) return "latin";
  if (/\p{Script=Cyrillic}/u.test(ch)) return "cyrillic";
  if (/\p{Script=Greek}/u.test(ch)) return "greek";
  if (/\p{Script=Arabic}/u.test(ch)) return "arabic";
  if (/\p{Script=Hebrew}/u.test(ch)) return "hebrew";
  if (/\p{Script=Hangul}/u.test(ch)) return "hangul";
  if (/\p{Script=Hiragana}|\p{Script=Katakana}/u.test(ch)) return "kana";
  if (/\p{Script=Han}/u.test(ch)) return "han";
  return "other";
}

function letterOf(ch: string): string {
  switch (scriptOf(ch)) {
    case "latin":
      return latinLetter(ch);
    case "cyrillic":
      return cyrillicLetter(ch);
    case "greek":
      return greekLetter(ch);
    case "arabic":
      return arabicLetter(ch);
    case "hebrew":
      return hebrewLetter(ch);
    case "hangul":
      return hangulLetter(ch);
    case "kana":
      return kanaLetter(ch);
    case "han":
      return pinyinInitial(ch);
    default:
      return OTHER_GROUP;
  }
}

/** The base character of `ch` with accents (combining marks) removed, compatibility forms unfolded. */
function base(ch: string): string {
  return ch.normalize("NFKD").replace(/\p{M}/gu, "");
}

// Latin letters that do not decompose into a base letter plus marks.
const LATIN_FOLD: Record<string, string> = {
  ß: "S", ẞ: "S", ø: "O", Ø: "O", ł: "L", Ł: "L", æ: "A", Æ: "A", œ: "O", Œ: "O", đ: "D", Đ: "D",
  ð: "D", Ð: "D", þ: "T", Þ: "T", ħ: "H", Ħ: "H", ı: "I", ŋ: "N", Ŋ: "N", ſ: "S", ŧ: "T", Ŧ: "T",
  ƒ: "F", ĸ: "K", ɐ: "A", ɑ: "A", Ɑ: "A", ə: "E", Ə: "E", ɛ: "E", Ɛ: "E", ɔ: "O", Ɔ: "O",
};

function latinLetter(ch: string): string {
  const folded = LATIN_FOLD[ch] ?? base(ch).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(folded) ? folded : OTHER_GROUP;
}

function cyrillicLetter(ch: string): string {
  // Й, Ї, Ў are letters of their own alphabets and stay; only Ё and the accented vowels fold.
  const upper = ch.normalize("NFKC").toUpperCase().charAt(0);
  const folded = ({ Ё: "Е", Ѐ: "Е", Ѝ: "И" } as Record<string, string>)[upper] ?? upper;
  return /^\p{Lu}$/u.test(folded) ? folded : OTHER_GROUP;
}

function greekLetter(ch: string): string {
  const upper = base(ch).toUpperCase().charAt(0);
  return /^[\u0391-\u03a9]$/.test(upper) ? upper : OTHER_GROUP;
}

// Hamza and madda forms of alef group under ا; hamza on waw or yeh under those letters.
const ARABIC_FOLD: Record<string, string> = {
  "\u0622": "\u0627", "\u0623": "\u0627", "\u0625": "\u0627", "\u0671": "\u0627", "\u0672": "\u0627",
  "\u0673": "\u0627", "\u0621": "\u0627", "\u0624": "\u0648", "\u0626": "\u064a", "\u0649": "\u064a",
};

function arabicLetter(ch: string): string {
  // NFKC turns presentation forms (U+FB50–U+FEFF) into the base letters.
  const letter = [...ch.normalize("NFKC")][0] ?? "";
  const folded = ARABIC_FOLD[letter] ?? letter;
  return /^\p{L}$/u.test(folded) ? folded : OTHER_GROUP;
}

const HEBREW_FINALS: Record<string, string> = { ך: "כ", ם: "מ", ן: "נ", ף: "פ", ץ: "צ" };

function hebrewLetter(ch: string): string {
  const letter = base(ch).charAt(0);
  const folded = HEBREW_FINALS[letter] ?? letter;
  return /^[\u05d0-\u05ea]$/.test(folded) ? folded : OTHER_GROUP;
}

// The 19 initial consonants in syllable order, with doubled ones grouped under their single form
// (ㄲ under ㄱ), as Korean contact lists do.
const HANGUL_INITIALS = "ㄱㄱㄴㄷㄷㄹㅁㅂㅂㅅㅅㅇㅈㅈㅊㅋㅌㅍㅎ";
const COMPAT_DOUBLES: Record<string, string> = { ㄲ: "ㄱ", ㄸ: "ㄷ", ㅃ: "ㅂ", ㅆ: "ㅅ", ㅉ: "ㅈ" };

function hangulLetter(ch: string): string {
  // NFKC maps halfwidth jamo to compatibility jamo; syllables and conjoining jamo stay as they are.
  const c = ch.normalize("NFKC");
  const cp = c.codePointAt(0) ?? 0;
  if (cp >= 0xac00 && cp <= 0xd7a3) return HANGUL_INITIALS.charAt(Math.floor((cp - 0xac00) / 588));
  if (cp >= 0x1100 && cp <= 0x1112) return HANGUL_INITIALS.charAt(cp - 0x1100);
  const first = c.charAt(0);
  if (HANGUL_INITIALS.includes(first)) return first;
  return COMPAT_DOUBLES[first] ?? OTHER_GROUP;
}

// Hiragana code point ranges (voiced and small forms included) and the head of their row.
const KANA_ROWS: ReadonlyArray<readonly [number, number, string]> = [
  [0x3041, 0x304a, "あ"], [0x304b, 0x3054, "か"], [0x3055, 0x305e, "さ"], [0x305f, 0x3069, "た"],
  [0x306a, 0x306e, "な"], [0x306f, 0x307d, "は"], [0x307e, 0x3082, "ま"], [0x3083, 0x3088, "や"],
  [0x3089, 0x308d, "ら"], [0x308e, 0x3093, "わ"], [0x3094, 0x3094, "あ"], [0x3095, 0x3096, "か"],
];

/** Kana group under the hiragana head of their row (ア, ガ and が all under あ/か …), as in Japan. */
function kanaLetter(ch: string): string {
  // NFKC widens halfwidth katakana; NFD splits off the voicing marks (ヷ → ワ + ゛).
  let cp = ch.normalize("NFKC").normalize("NFD").codePointAt(0) ?? 0;
  if (cp >= 0x30a1 && cp <= 0x30f6) cp -= 0x60; // katakana → hiragana
  const row = KANA_ROWS.find(([from, to]) => cp >= from && cp <= to);
  return row ? row[2] : OTHER_GROUP;
}

// ICU's pinyin collation places the index markers U+FDD0 + letter right before the first character
// whose pinyin starts with that letter (what ICU's AlphabeticIndex uses). Hand-picked boundary
// characters drift between ICU versions (刘 sorted under M with the classic list), the markers don't.
const pinyin = new Intl.Collator("zh-Hans-CN-u-co-pinyin");
// No syllable starts with I, U or V, and ICU has no markers for them.
const PINYIN_LETTERS = "ABCDEFGHJKLMNOPQRSTWXYZ";
// The last character with a pinyin reading; rarer characters after it sort by radical and stroke.
const LAST_WITH_PINYIN = "咗";

function pinyinInitial(ch: string): string {
  if (pinyin.compare(ch, LAST_WITH_PINYIN) > 0) return OTHER_GROUP;
  let letter = OTHER_GROUP;
  for (const l of PINYIN_LETTERS) {
    if (pinyin.compare(ch, `\ufdd0${l}`) >= 0) letter = l;
    else break;
  }
  return letter;
}

const LOCALE_OF: Record<Script, string> = {
  latin: "en", cyrillic: "ru", greek: "el", arabic: "ar", hebrew: "he", hangul: "ko", kana: "ja",
  han: "zh-Hans-CN-u-co-pinyin", other: "und",
};
const collators = new Map<string, Intl.Collator[]>();

function collatorsFor(locale: string): Intl.Collator[] {
  let c = collators.get(locale);
  if (!c) {
    // First by letters only (case and accents ignored), then accents and case break ties.
    c = [
      new Intl.Collator(locale, { numeric: true, sensitivity: "base" }),
      new Intl.Collator(locale, { numeric: true, sensitivity: "variant" }),
    ];
    collators.set(locale, c);
  }
  return c;
}

function leadingScript(name: string): Script {
  for (const ch of name) if (!SKIPPABLE.test(ch)) return scriptOf(ch);
  return "other";
}

/**
 * Orders two names inside a Contacts group: by the collation of the names' script (pinyin for
 * Chinese), numeric ("Anna 2" before "Anna 10"), accents and case only breaking ties. A total order:
 * names that collate equal fall back to code-unit order.
 */
export function compareNames(a: string, b: string): number {
  const sa = leadingScript(a);
  const locale = sa === leadingScript(b) ? LOCALE_OF[sa] : "und";
  for (const c of collatorsFor(locale)) {
    const r = c.compare(a, b);
    if (r !== 0) return r;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
