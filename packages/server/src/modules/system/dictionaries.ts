/**
 * The fixed dictionaries behind /api/system/*. Ids are stable values stored on profiles; names are
 * English for now; region names are localized by Intl.
 */

export const HOBBIES: ReadonlyArray<readonly [id: string, name: string]> = [
  ["reading", "Reading"],
  ["writing", "Writing"],
  ["music", "Music"],
  ["singing", "Singing"],
  ["dancing", "Dancing"],
  ["movies", "Movies"],
  ["photography", "Photography"],
  ["painting", "Painting"],
  ["cooking", "Cooking"],
  ["baking", "Baking"],
  ["travel", "Travel"],
  ["hiking", "Hiking"],
  ["camping", "Camping"],
  ["running", "Running"],
  ["cycling", "Cycling"],
  ["swimming", "Swimming"],
  ["yoga", "Yoga"],
  ["fitness", "Fitness"],
  ["football", "Football"],
  ["basketball", "Basketball"],
  ["tennis", "Tennis"],
  ["skiing", "Skiing"],
  ["fishing", "Fishing"],
  ["gardening", "Gardening"],
  ["gaming", "Video games"],
  ["board-games", "Board games"],
  ["chess", "Chess"],
  ["languages", "Learning languages"],
  ["pets", "Pets"],
  ["fashion", "Fashion"],
  ["shopping", "Shopping"],
  ["technology", "Technology"],
  ["volunteering", "Volunteering"],
  ["meditation", "Meditation"],
];

export const OCCUPATIONS: ReadonlyArray<readonly [id: string, name: string]> = [
  ["student", "Student"],
  ["teacher", "Teacher"],
  ["engineer", "Engineer"],
  ["software-developer", "Software developer"],
  ["designer", "Designer"],
  ["doctor", "Doctor"],
  ["nurse", "Nurse"],
  ["pharmacist", "Pharmacist"],
  ["lawyer", "Lawyer"],
  ["accountant", "Accountant"],
  ["finance", "Finance professional"],
  ["sales", "Salesperson"],
  ["marketing", "Marketing"],
  ["manager", "Manager"],
  ["entrepreneur", "Entrepreneur"],
  ["civil-servant", "Civil servant"],
  ["police", "Police officer"],
  ["military", "Military"],
  ["chef", "Chef"],
  ["hospitality", "Hospitality"],
  ["artist", "Artist"],
  ["musician", "Musician"],
  ["writer", "Writer"],
  ["journalist", "Journalist"],
  ["photographer", "Photographer"],
  ["scientist", "Scientist"],
  ["researcher", "Researcher"],
  ["architect", "Architect"],
  ["farmer", "Farmer"],
  ["driver", "Driver"],
  ["pilot", "Pilot"],
  ["craftsperson", "Craftsperson"],
  ["retail", "Retail"],
  ["freelancer", "Freelancer"],
  ["retired", "Retired"],
  ["other", "Other"],
];

/** Every ISO 3166-1 alpha-2 code in use (249). */
export const REGION_CODES: readonly string[] = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP
KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT
MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW
SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG
UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const REGION_SET = new Set(REGION_CODES);
/** Whether a code is one of `/api/system/region`. */
export function isRegionCode(code: string): boolean {
  return REGION_SET.has(code);
}
