/**
 * The Encounter demo: an SVIP login (Sofia) who may match at once, and eight more people with
 * avatars, languages and hashtags, so the landing page's card stack is full and Sofia has a past
 * match, right after `npm start`.
 */
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";

/** The SVIP demo login: live matching works for her. */
export const DEMO_SVIP = {
  email: "sofia@demo.chat",
  password: "sofia2024",
  nickname: "Sofia",
  gender: 1,
  birthday: "1996-06-15",
  region: "IT",
  height: 170,
  weight: 58,
  occupation: "photographer",
  interest: "photography,opera,cooking",
  personal_message: "Ciao! SVIP member, up for a random match.",
  language: "en",
  languages: "it,en,es",
  vip_level: 2,
  colours: ["#ff9a8b", "#6a0572"],
} as const;

/** People to meet on the Encounter page (no known password). */
export const DEMO_ENCOUNTER_PEOPLE = [
  { email: "lucia@demo.chat", nickname: "Lucía", gender: 1, birthday: "1998-03-09", region: "MX", occupation: "nurse", interest: "salsa,books", personal_message: "¡Hola! Quiero practicar inglés.", language: "es", languages: "es,en", colours: ["#fbc2eb", "#a6c1ee"] },
  { email: "omar@demo.chat", nickname: "Omar", gender: 0, birthday: "1993-12-01", region: "EG", occupation: "chef", interest: "cooking,football", personal_message: "مرحبا! Let's talk food.", language: "ar", languages: "ar,en", colours: ["#f6d365", "#fda085"] },
  { email: "ingrid@demo.chat", nickname: "Ingrid", gender: 1, birthday: "1991-05-22", region: "NO", occupation: "geologist", interest: "skiing,hiking", personal_message: "Hei fra Bergen!", language: "nb", languages: "nb,en,de", colours: ["#84fab0", "#8fd3f4"] },
  { email: "minjun@demo.chat", nickname: "Min-jun", gender: 0, birthday: "2000-08-17", region: "KR", occupation: "student", interest: "gaming,kpop", personal_message: "안녕하세요! Learning Spanish.", language: "ko", languages: "ko,en", colours: ["#a18cd1", "#fbc2eb"] },
  { email: "anna@demo.chat", nickname: "Anna", gender: 1, birthday: "1994-10-30", region: "PL", occupation: "translator", interest: "languages,theatre", personal_message: "Cześć! I speak five languages.", language: "pl", languages: "pl,en,ru,de", colours: ["#fccb90", "#d57eeb"] },
  { email: "theo@demo.chat", nickname: "Theo", gender: 0, birthday: "1989-01-14", region: "GR", occupation: "sailor", interest: "sailing,history", personal_message: "Γεια σας! The sea is my office.", language: "el", languages: "el,en", colours: ["#4facfe", "#00f2fe"] },
  { email: "aino@demo.chat", nickname: "Aino", gender: 1, birthday: "1997-04-04", region: "FI", occupation: "designer", interest: "sauna,design,music", personal_message: "Moi! Coffee and design.", language: "fi", languages: "fi,sv,en", colours: ["#43e97b", "#38f9d7"] },
  { email: "daniel@demo.chat", nickname: "Daniel", gender: 0, birthday: "1995-09-09", region: "SE", occupation: "developer", interest: "coding,climbing", personal_message: "Hej! Let's swap languages.", language: "sv", languages: "sv,en,es", colours: ["#fa709a", "#fee140"] },
] as const;

const HOUR = 60 * 60_000;

/** A past match of Sofia's (with Lucía), so "Matches" has a row and the conversation it allows. */
export async function seedDemoEncounter(trx: Kysely<DB>, sofia: number, people: readonly number[], now: number): Promise<void> {
  const [lucia] = people;
  if (lucia === undefined) return;
  await trx.insertInto("encounter_matches").values({ user_a: sofia, user_b: lucia, created_at: now - 26 * HOUR }).execute();
}
