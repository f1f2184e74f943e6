/** The database row of a user → the UserInfo of spec §3 that the owner sees. */
import { accountIdOf, imAccountOf } from "@chat/protocol";
import type { UserInfo } from "@chat/protocol";
import type { Selectable } from "kysely";
import type { UsersTable } from "../../db/schema.js";

export type UserRow = Selectable<UsersTable>;

const clampLevel = (n: number): 0 | 1 | 2 => (n === 1 || n === 2 ? n : 0);
const flag = (n: number): 0 | 1 => (n ? 1 : 0);

export function toUserInfo(row: UserRow, now: number): UserInfo {
  return {
    id: row.id,
    userId: row.id,
    account: String(accountIdOf(row.id)),
    email: row.email ?? "",
    nickname: row.nickname,
    avatar: row.avatar,
    vipLevel: clampLevel(row.vip_level),
    gender: clampLevel(row.gender),
    imAccount: imAccountOf(row.id),
    // Presence arrives with the real-time gateway; the owner asking is online by definition.
    onlineState: 1,
    birthday: row.birthday,
    age: ageOn(row.birthday, now),
    region: row.region,
    height: row.height,
    weight: row.weight,
    occupation: row.occupation,
    interest: row.interest,
    personalMessage: row.personal_message,
    language: row.language,
    isPayMsg: flag(row.is_pay_msg),
    isBurnPayMsg: flag(row.is_burn_pay_msg),
    userAccountVo: { goldCoin: row.gold_coin, character: row.translate_chars, vipCharacter: row.vip_chars },
    userDataVo: { fans: 0, follow: 0 },
    userSetVo: {
      addFriend: row.add_friend === "anyone" ? "anyone" : "verification",
      momentInteractions: row.moment_interactions === "private" ? "private" : "public",
    },
  };
}

/** Full years between a YYYY-MM-DD birthday and the instant `now` (UTC calendar). */
export function ageOn(birthday: string | null, now: number): number | null {
  const match = birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const today = new Date(now);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}
