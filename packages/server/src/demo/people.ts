/**
 * The people of the demo: three more users with avatars (no known password) who follow, are followed
 * by and visited Alice, so her followers, following and visitors pages have rows from the start.
 */
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";

export const DEMO_PEOPLE = [
  { email: "mei@demo.chat", nickname: "Mei", gender: 1, birthday: "1997-02-03", region: "CN", height: 162, weight: 50, occupation: "teacher", interest: "tea,calligraphy", personal_message: "你好! Learning English and Spanish.", language: "zh-CN", languages: "zh-CN,en", vip_level: 2, colours: ["#a8e6cf", "#3d84a8"] },
  { email: "jonas@demo.chat", nickname: "Jonas", gender: 0, birthday: "1990-11-21", region: "DE", height: 186, weight: 82, occupation: "architect", interest: "hiking,jazz", personal_message: "Hallo aus Berlin.", language: "de", languages: "de,en", vip_level: 0, colours: ["#ffd460", "#f07b3f"] },
  { email: "yuki@demo.chat", nickname: "Yuki", gender: 1, birthday: "1999-07-08", region: "JP", height: 158, weight: 47, occupation: "illustrator", interest: "anime,drawing,travel", personal_message: "こんにちは!", language: "ja", languages: "ja,en", vip_level: 1, colours: ["#e3b5a4", "#773344"] },
] as const;

const DAY = 24 * 60 * 60_000;

/**
 * Follows and visits among the demo users, with the counters and interaction records they make.
 * `alice` and `bob` are the demo logins; `people` the ids of DEMO_PEOPLE in order.
 */
export async function seedDemoPeople(trx: Kysely<DB>, alice: number, bob: number, people: readonly number[], now: number): Promise<void> {
  const [mei, jonas, yuki] = people as [number, number, number];
  const follows: Array<[number, number, number]> = [
    [alice, bob, now - 3 * DAY],
    [alice, mei, now - 2 * DAY],
    [bob, alice, now - 3 * DAY],
    [mei, alice, now - 2 * DAY],
    [jonas, alice, now - DAY],
    [yuki, alice, now - 3 * 60 * 60_000],
  ];
  await trx.insertInto("follows").values(follows.map(([follower_id, followed_id, created_at]) => ({ follower_id, followed_id, created_at }))).execute();
  const visits: Array<[number, number]> = [
    [jonas, now - 2 * DAY],
    [mei, now - 5 * 60 * 60_000],
    [yuki, now - 25 * 60_000],
    [bob, now - 10 * 60_000],
  ];
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  await trx.insertInto("visits").values(visits.map(([visitor_id, at]) => ({ owner_id: alice, visitor_id, day: day(at), visits: 1, last_at: at }))).execute();
  const today = visits.filter(([, at]) => day(at) === day(now)).length;
  await trx.updateTable("users").set({ total_views: visits.length + 7, today_views: today, views_day: day(now) }).where("id", "=", alice).execute();
  for (const id of [alice, bob, ...people]) {
    await trx
      .updateTable("users")
      .set({
        fans_count: follows.filter(([, followed]) => followed === id).length,
        follow_count: follows.filter(([follower]) => follower === id).length,
      })
      .where("id", "=", id)
      .execute();
  }
  const records = [
    ...follows.filter(([, followed]) => followed === alice).map(([other, , at]) => ({ user_id: alice, other_user_id: other, type: 1, created_at: at })),
    ...visits.map(([other, at]) => ({ user_id: alice, other_user_id: other, type: 4, created_at: at })),
  ];
  await trx.insertInto("interactions").values(records).execute();
  // Seen already: the demo starts without a red dot on interactions.
  await trx.insertInto("user_marks").values({ user_id: alice, interact_read_at: now }).execute();
}
