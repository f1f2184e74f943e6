/**
 * The translation fakes' whole vocabulary: a few everyday sentences, each written in all 17 product
 * languages, so a test can check a real translation end to end without a real engine. Text outside
 * the phrasebook is the fakes' business (they answer a marked echo).
 */
import type { Locale } from "@chat/protocol";

/** One sentence in every product language (product codes: zh-CN, zh-TW, en, …). */
export type Phrase = Readonly<Record<Locale, string>>;

export const PHRASEBOOK: readonly Phrase[] = [
  {
    "zh-CN": "早上好，我的朋友。",
    "zh-TW": "早安，我的朋友。",
    en: "Good morning, my friend.",
    de: "Guten Morgen, mein Freund.",
    ru: "Доброе утро, мой друг.",
    ko: "좋은 아침이에요, 친구.",
    ja: "おはよう、友よ。",
    es: "Buenos días, amigo mío.",
    fi: "Hyvää huomenta, ystäväni.",
    sk: "Dobré ráno, môj priateľ.",
    hu: "Jó reggelt, barátom.",
    ar: "صباح الخير يا صديقي.",
    pl: "Dzień dobry, mój przyjacielu.",
    el: "Καλημέρα, φίλε μου.",
    da: "Godmorgen, min ven.",
    nb: "God morgen, min venn.",
    sv: "God morgon, min vän.",
  },
  {
    "zh-CN": "火车站在哪里？",
    "zh-TW": "火車站在哪裡？",
    en: "Where is the train station?",
    de: "Wo ist der Bahnhof?",
    ru: "Где находится вокзал?",
    ko: "기차역이 어디에 있어요?",
    ja: "駅はどこですか？",
    es: "¿Dónde está la estación de tren?",
    fi: "Missä rautatieasema on?",
    sk: "Kde je železničná stanica?",
    hu: "Hol van a vasútállomás?",
    ar: "أين محطة القطار؟",
    pl: "Gdzie jest dworzec kolejowy?",
    el: "Πού είναι ο σιδηροδρομικός σταθμός;",
    da: "Hvor er togstationen?",
    nb: "Hvor er togstasjonen?",
    sv: "Var ligger tågstationen?",
  },
  {
    "zh-CN": "请给我一杯咖啡。",
    "zh-TW": "請給我一杯咖啡。",
    en: "I would like a cup of coffee, please.",
    de: "Ich hätte gern eine Tasse Kaffee, bitte.",
    ru: "Я бы хотел чашку кофе, пожалуйста.",
    ko: "커피 한 잔 주세요.",
    ja: "コーヒーを一杯ください。",
    es: "Quisiera una taza de café, por favor.",
    fi: "Haluaisin kupin kahvia, kiitos.",
    sk: "Prosím si šálku kávy.",
    hu: "Kérek egy csésze kávét.",
    ar: "أريد فنجان قهوة من فضلك.",
    pl: "Poproszę filiżankę kawy.",
    el: "Θα ήθελα ένα φλιτζάνι καφέ, παρακαλώ.",
    da: "Jeg vil gerne have en kop kaffe, tak.",
    nb: "Jeg vil gjerne ha en kopp kaffe, takk.",
    sv: "Jag skulle vilja ha en kopp kaffe, tack.",
  },
  {
    "zh-CN": "非常感谢你的礼物。",
    "zh-TW": "非常感謝你的禮物。",
    en: "Thank you very much for the gift.",
    de: "Vielen Dank für das Geschenk.",
    ru: "Большое спасибо за подарок.",
    ko: "선물 정말 고마워요.",
    ja: "プレゼントをどうもありがとう。",
    es: "Muchas gracias por el regalo.",
    fi: "Kiitos paljon lahjasta.",
    sk: "Ďakujem veľmi pekne za darček.",
    hu: "Nagyon köszönöm az ajándékot.",
    ar: "شكرا جزيلا على الهدية.",
    pl: "Bardzo dziękuję za prezent.",
    el: "Ευχαριστώ πολύ για το δώρο.",
    da: "Mange tak for gaven.",
    nb: "Tusen takk for gaven.",
    sv: "Tack så mycket för presenten.",
  },
  {
    "zh-CN": "明天晚上见。",
    "zh-TW": "明天晚上見。",
    en: "See you tomorrow evening.",
    de: "Bis morgen Abend.",
    ru: "Увидимся завтра вечером.",
    ko: "내일 저녁에 봐요.",
    ja: "明日の夜に会いましょう。",
    es: "Nos vemos mañana por la noche.",
    fi: "Nähdään huomenna illalla.",
    sk: "Uvidíme sa zajtra večer.",
    hu: "Holnap este találkozunk.",
    ar: "أراك مساء الغد.",
    pl: "Do zobaczenia jutro wieczorem.",
    el: "Τα λέμε αύριο το βράδυ.",
    da: "Vi ses i morgen aften.",
    nb: "Vi ses i morgen kveld.",
    sv: "Vi ses i morgon kväll.",
  },
];

/** Trimmed, lower-cased, without final punctuation (the Greek question mark is ";"). */
export function normalizePhrase(text: string): string {
  return text.trim().toLowerCase().replace(/[\s.!?;…。！？؟]+$/u, "");
}

/**
 * The phrase `text` is, and the language it is written in, searching `languages` (product codes; all
 * when omitted) in the order given, so the caller decides which language wins a tie.
 */
export function findPhrase(text: string, languages?: readonly string[]): { phrase: Phrase; language: Locale } | undefined {
  const wanted = normalizePhrase(text);
  if (!wanted) return undefined;
  for (const phrase of PHRASEBOOK) {
    const language = (languages ?? Object.keys(phrase)).find((l): l is Locale => l in phrase && normalizePhrase(phrase[l as Locale]) === wanted);
    if (language) return { phrase, language };
  }
  return undefined;
}
