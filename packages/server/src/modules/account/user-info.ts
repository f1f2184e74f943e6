/** The database row of a user → the UserInfo of product §3 that the owner sees, with the profile's extras. */
import { accountIdOf, ageOn, imAccountOf } from "@chat/protocol";
import type { CancelConfirmation, MyInfo } from "@chat/protocol";
import type { Selectable } from "kysely";
import type { UsersTable } from "../../db/schema.js";

export type UserRow = Selectable<UsersTable>;

const clampLevel = (n: number): 0 | 1 | 2 => (n === 1 || n === 2 ? n : 0);
const flag = (n: number): 0 | 1 => (n ? 1 : 0);

export function toUserInfo(row: UserRow, now: number): MyInfo {
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
    userDataVo: { fans: row.fans_count, follow: row.follow_count },
    userSetVo: {
      addFriend: row.add_friend === "anyone" ? "anyone" : "verification",
      momentInteractions: row.moment_interactions === "private" ? "private" : "public",
      notificationText: row.notification_text !== 0,
    },
    languages: row.languages,
    avatarThumb: row.avatar_thumb,
    profileCompleted: row.profile_completed === 1,
    cancelConfirm: cancelConfirmationOf(row),
  };
}

/** Password holders confirm a deletion with it; members without one by a mailed code, if they have an address. */
export function cancelConfirmationOf(row: Pick<UserRow, "password_hash" | "email">): CancelConfirmation {
  if (row.password_hash) return "password";
  return row.email ? "code" : "partner";
}

/** Full years between a birthday and now: the one rule lives in the protocol, beside the adult check. */
export { ageOn };
