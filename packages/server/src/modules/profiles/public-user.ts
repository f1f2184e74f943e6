/** Another user as anyone signed in may see them (the public projection of a user row). */
import { accountIdOf, ageOn, imAccountOf } from "@chat/protocol";
import type { PublicProfile } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import type { UserRow } from "../account/index.js";
import { viewCountsOf } from "../people/index.js";

const level = (n: number): 0 | 1 | 2 => (n === 1 || n === 2 ? n : 0);

/**
 * Another user as anyone logged in may see them: no e-mail, coins, exact birthday or credentials.
 * `counts` are their follower and following counts as their lists total them (people's `followCounts`).
 */
export function toPublicUser(
  row: UserRow,
  ctx: AppContext,
  relation: { isFriend: boolean; remark: string; isFollow: boolean; blocked: boolean },
  counts: { fans: number; follow: number },
): PublicProfile {
  return {
    id: row.id,
    userId: row.id,
    account: String(accountIdOf(row.id)),
    nickname: row.nickname,
    avatar: row.avatar,
    vipLevel: level(row.vip_level),
    gender: level(row.gender),
    imAccount: imAccountOf(row.id),
    onlineState: ctx.presence.onlineState(row.id),
    age: ageOn(row.birthday, ctx.clock.now()),
    region: row.region,
    height: row.height,
    weight: row.weight,
    occupation: row.occupation,
    interest: row.interest,
    personalMessage: row.personal_message,
    language: row.language,
    languages: row.languages,
    avatarThumb: row.avatar_thumb,
    userDataVo: counts,
    ...viewCountsOf(row, ctx.clock.now()),
    isFollow: relation.isFollow,
    blocked: relation.blocked,
    isService: row.is_service === 1,
    isFriend: relation.isFriend,
    friendRemarkName: relation.remark,
  };
}
