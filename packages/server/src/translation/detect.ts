/**
 * Which of the product's languages a message is written in, to translate it from the right one.
 * Statistics come from eld (Nito-ELD, medium database) limited to our languages; scripts only one of
 * our languages writes (Hangul, kana) decide by themselves; Simplified vs Traditional Chinese is told
 * by the characters only one script uses. When unsure we say so (null) and let the sender's own
 * languages decide (sourceLanguageOf), rather than translate from a guess.
 */
import { eld } from "eld/medium";
import { convertChineseScript } from "./chinese-script.js";
import { PRODUCT_LANGUAGES } from "./provider.js";
import { segmentsOf } from "./segments.js";

export interface Detection {
  /** A product language code, or null when the text does not tell (too short, ambiguous, no letters). */
  language: string | null;
  /**
   * 0..1, 0 when language is null. From eld: its top score (about 0.8 on a clear sentence), scaled
   * down while the runner-up is close. From a script (Hangul, kana, Han): the share of letters in it.
   * Chinese is further scaled by how one-sided the script-specific characters were.
   */
  confidence: number;
}

/** eld's code for a product code: one `zh` for both Chinese scripts, `no` for Norwegian Bokmål. */
const toEld = (code: string): string => (code.startsWith("zh") ? "zh" : code === "nb" ? "no" : code);
const fromEld = (code: string): string => (code === "no" ? "nb" : code);

/**
 * Top two eld scores closer than this → null. Measured (eld 2.1 medium, our subset), only Danish vs
 * Norwegian ever comes close: on 36 chat sentences the right one led by 0.0105–0.21 in 31 of them
 * and was never wrong above 0.01; texts the Scandinavian languages write alike ("Det er fint", "Vi ses i
 * morgen", "Jeg er sulten, skal vi bestille pizza?") led by 0.0002–0.008, and so did 3 Norwegian
 * sentences eld finds very Danish (they come out null and the sender's languages decide). Every other
 * pair of our languages was more than 0.1 apart. 0.01 is also the margin eld's own isReliable() means
 * to apply, but it compares the top score with the runner-up's language index, so we check it here.
 */
const MIN_GAP = 0.01;
/** A lead this large means the runner-up no longer matters: confidence is then eld's top score. */
const SURE_GAP = 0.05;
/** A detection at least this confident wins over the sender's spoken languages. */
const SURE = 0.5;

/** Languages within this of the top one are "close candidates" the sender's languages may pick from. */
const CANDIDATE_GAP = 0.05;
/** Up to this many words, the sender's languages outweigh statistics, which need a few words. */
const SHORT_WORDS = 2;

/**
 * Our own eld instance with the product subset, made on first use; its own so that other users of
 * the shared `eld/medium` keep theirs. Cheap: it shares the database the import loaded.
 */
let detector: ReturnType<typeof eld.newInstance> | undefined;
function eldDetector(): ReturnType<typeof eld.newInstance> {
  if (!detector) {
    detector = eld.newInstance();
    detector.setLanguageSubset([...new Set(PRODUCT_LANGUAGES.map(toEld))]);
  }
  return detector;
}

/**
 * Simplified-side characters of the conversion table that Traditional text uses too (台灣, 公里,
 * 皇后, 宿舍, 范 the surname, 划船, 云云) and 著, which Simplified uses too (著名): they tell nothing.
 */
const SHARED_HAN = new Set("台里后范云舍划著");

/**
 * zh-CN or zh-TW by counting characters only one script writes, found with the conversion table
 * (converting to the other script changes them). Null when neither kind occurs or they tie.
 */
function chineseScriptOf(text: string): { script: "zh-CN" | "zh-TW" | null; share: number } {
  const chars = [...text];
  const asTraditional = [...convertChineseScript(text, "zh-TW")];
  const asSimplified = [...convertChineseScript(text, "zh-CN")];
  let simplified = 0;
  let traditional = 0;
  chars.forEach((c, i) => {
    if (SHARED_HAN.has(c)) return;
    if (asTraditional[i] !== c) simplified++;
    else if (asSimplified[i] !== c) traditional++;
  });
  if (simplified === traditional) return { script: null, share: 0 };
  return {
    script: simplified > traditional ? "zh-CN" : "zh-TW",
    share: Math.abs(simplified - traditional) / (simplified + traditional),
  };
}

interface Analysis {
  detection: Detection;
  /** Product languages the text could well be in, best first (includes the detected one). */
  candidates: string[];
  /** False when the language is a default rather than a finding (Chinese with no telling characters). */
  settled: boolean;
  words: number;
}

const found = (language: string, confidence: number, candidates: string[], words: number, settled = true): Analysis => ({
  detection: { language, confidence },
  candidates,
  settled,
  words,
});
const unsure = (candidates: string[], words: number): Analysis => ({
  detection: { language: null, confidence: 0 },
  candidates,
  settled: false,
  words,
});

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * Chinese from a base confidence: the script found scales it by how one-sided the characters were
 * (½ + ½·lead); no telling characters → zh-CN (the larger readership) at half the confidence, with
 * both scripts as candidates so a sender who writes Traditional gets zh-TW from sourceLanguageOf.
 */
function chinese(text: string, base: number, words: number): Analysis {
  const { script, share } = chineseScriptOf(text);
  if (!script) return found("zh-CN", base / 2, ["zh-CN", "zh-TW"], words, false);
  return found(script, base * (0.5 + share / 2), [script], words);
}

function analyse(input: string): Analysis {
  // URLs, emoji tokens and emoji are not language; digits and punctuation only dilute eld's n-grams.
  const text = segmentsOf(input)
    .filter((s) => s.translate)
    .map((s) => s.text.replace(/\p{N}+/gu, " "))
    .join(" ");
  const letters = count(text, /\p{L}/gu);
  // CJK is written without spaces: count a word per two characters, the usual Chinese word length.
  const words = (text.match(/\p{L}+/gu) ?? []).reduce((n, w) => n + (CJK.test(w) ? Math.ceil([...w].length / 2) : 1), 0);
  if (letters === 0) return unsure([], 0);

  // Scripts only one of our languages writes need no statistics; a majority keeps a stray foreign
  // word (an English name in Korean, a kanji quote in English) from deciding.
  const hangul = count(text, /\p{sc=Hangul}/gu);
  if (hangul * 2 >= letters) return found("ko", hangul / letters, ["ko"], words);
  const kana = count(text, /[\p{sc=Hiragana}\p{sc=Katakana}]/gu);
  const han = count(text, /\p{sc=Han}/gu);
  if (kana > 0 && (kana + han) * 2 >= letters) return found("ja", (kana + han) / letters, ["ja"], words);
  if (kana === 0 && han * 2 >= letters) return chinese(text, han / letters, words);

  const result = eldDetector().detect(text);
  const scores = Object.entries(result.getScores()).sort((a, b) => b[1] - a[1]);
  const [top, second] = scores;
  if (!top) return unsure([], words);
  const gap = top[1] - (second?.[1] ?? 0);
  const candidates = scores
    .filter(([, score]) => top[1] - score < CANDIDATE_GAP)
    .flatMap(([code]) => (code === "zh" ? ["zh-CN", "zh-TW"] : [fromEld(code)]));
  if (!result.isReliable() || gap < MIN_GAP) return unsure(candidates, words);
  // Confidence: eld's top score (its own 0..1 scale; a clear sentence scores about 0.8), scaled down
  // linearly while the runner-up is within SURE_GAP, since a close second means a coin toss.
  const confidence = top[1] * Math.min(1, gap / SURE_GAP);
  return top[0] === "zh" ? chinese(text, confidence, words) : found(fromEld(top[0]), confidence, candidates, words);
}

/** The product language `text` is written in, or null when it cannot be told. */
export function detectLanguage(text: string): Detection {
  return analyse(text).detection;
}

/**
 * The language to translate `text` from. A confident detection wins over what the sender is known
 * to speak (people write in other languages). When the detection is unsure, or the text is a word or
 * two, the sender's spoken languages decide: the first of them among the close candidates (a
 * Danish/Norwegian tie from a Norwegian speaker is Norwegian; so is Chinese without telling
 * characters from a zh-TW speaker); else a detection made from a short text still stands; else the
 * first spoken language, else the profile language. Hints count only when they are product codes.
 */
export function sourceLanguageOf(
  text: string,
  hints: { spoken?: readonly string[]; profile?: string | null },
): { language: string | null; detected: Detection } {
  const { detection, candidates, settled, words } = analyse(text);
  const spoken = (hints.spoken ?? []).filter((code) => PRODUCT_LANGUAGES.includes(code));
  const short = words <= SHORT_WORDS;
  const spokenCandidate = spoken.find((code) => candidates.includes(code));
  // A narrow lead (Danish over Norwegian by a few hundredths) is not worth more than what the sender says they speak.
  if (detection.language && settled && !short && (detection.confidence >= SURE || !spokenCandidate)) return { language: detection.language, detected: detection };
  if (spokenCandidate) return { language: spokenCandidate, detected: detection };
  // A short text the sender's languages do not explain: still trust a detection that was made.
  if (detection.language) return { language: detection.language, detected: detection };
  const profile = hints.profile && PRODUCT_LANGUAGES.includes(hints.profile) ? hints.profile : null;
  return { language: spoken[0] ?? profile, detected: detection };
}
