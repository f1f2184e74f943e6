/**
 * Text rules shared by client and server, so that the 1000-character limit and the "blank message"
 * rule (product §9) give the same answer on both sides.
 */

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The number of user-perceived characters (grapheme clusters) in `s`: an emoji with skin tone or ZWJ
 * sequence, a flag, or a letter with combining marks each count as one.
 */
export function textLength(s: string): number {
  // ASCII without CR (CR LF is one grapheme) is one grapheme per code unit; skip the segmenter.
  if (/^[\x20-\x7e\n\t]*$/.test(s)) return s.length;
  return countGraphemes(s, Infinity);
}

// V8's segment iterator costs time proportional to the whole input at every step, so one pass over a
// long string is quadratic (100k characters take seconds). Segmenting bounded chunks keeps it linear.
const CHUNK = 1024;

/** Counts graphemes but stops once past `stopAfter`, so a huge input costs no more than the limit. */
function countGraphemes(s: string, stopAfter: number): number {
  let n = 0;
  let pos = 0;
  let size = CHUNK;
  while (pos < s.length && n <= stopAfter) {
    const end = pos + size;
    const chunk = s.slice(pos, end);
    let count = 0;
    let lastStart = 0;
    for (const seg of segmenter.segment(chunk)) {
      count++;
      lastStart = seg.index;
    }
    if (end >= s.length) return n + count;
    // The chunk's last cluster may continue past its end: count it in the next round instead.
    if (count <= 1) {
      size *= 2; // one cluster longer than the chunk (combining-mark spam): widen and retry
      continue;
    }
    n += count - 1;
    pos += lastStart;
    size = CHUNK;
  }
  return n;
}

/** True when `s` has more than `max` user-perceived characters; stops counting early. */
export function exceedsTextLength(s: string, max: number): boolean {
  if (s.length <= max) return false;
  return countGraphemes(s, max) > max;
}

// \s covers Unicode White_Space (NBSP, U+3000, U+2000–U+200A, BOM …); the rest are invisible
// format characters and fillers people paste to get past a plain trim. The two combining ones
// (grapheme joiner, variation selector) stand outside the class so they are not read as modifiers.
const BLANK =
  /^(?:[\s\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u180e\u00ad\u115f\u1160\u3164\uffa0]|\u034f|\ufe0f)*$/u;

/** True when `s` is empty or holds only whitespace and invisible characters (Unicode-aware). */
export function isBlank(s: string): boolean {
  return BLANK.test(s);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}
