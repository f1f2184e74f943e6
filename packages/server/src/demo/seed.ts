/**
 * Demo data for a first start in development: two users with complete profiles, avatars and a few
 * album photos who are already friends, three more people who follow and visit them
 * (demo-people.ts), moments of all five with likes, comments and a reply (demo-moments.ts), a small
 * mall with pictures (demo-mall.ts), an SVIP login and people to meet on Encounter
 * (demo-encounter.ts), a customer-service account with conversations waiting in the console's inbox
 * (demo-support.ts), two announcements, and six weeks of other members' history for the console's
 * numbers (demo-stats.ts). Runs only on an empty users table, so it is safe on every start.
 */
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { demoPhotos } from "./album.js";
import { demoAlbum, demoAvatar, insertDemoAlbum } from "./pictures.js";
import { DEMO_ENCOUNTER_PEOPLE, DEMO_SVIP, seedDemoEncounter } from "./encounter.js";
import { seedDemoMoments } from "./moments.js";
import { seedDemoConsoleOps } from "./console-ops.js";
import { demoMallPictures, seedDemoMall } from "./mall.js";
import { DEMO_OPERATORS, demoOperatorLines, seedDemoConsole } from "./console.js";
import { DEMO_PEOPLE, seedDemoPeople } from "./people.js";
import { seedDemoStats } from "./stats.js";
import { seedDemoSupport } from "./support.js";
import type { FileStore } from "../images/index.js";
import { storeMessage } from "../modules/messages/send.js";
import { hashPassword } from "../security/password.js";
import { post } from "../modules/wallet/ledger.js";

export const DEMO_USERS = [
  {
    email: "alice@demo.chat",
    password: "alice2024",
    nickname: "Alice",
    gender: 1,
    birthday: "1995-04-12",
    region: "GB",
    height: 168,
    weight: 56,
    occupation: "designer",
    interest: "travel,photography,music",
    personal_message: "Hello from London! Happy to chat in English or Spanish.",
    language: "en",
    languages: "en,es",
    vip_level: 1,
    gold_coin: 120,
    translate_chars: 5000,
    vip_chars: 2000,
    colours: ["#f08a5d", "#b83b5e"],
  },
  {
    email: "bob@demo.chat",
    password: "bob2024demo",
    nickname: "Bob",
    gender: 0,
    birthday: "1992-09-30",
    region: "ES",
    height: 181,
    weight: 78,
    occupation: "engineer",
    interest: "cycling,cooking",
    personal_message: "Hola! Learning English.",
    language: "es",
    languages: "es,en",
    vip_level: 0,
    gold_coin: 30,
    translate_chars: 1000,
    vip_chars: 0,
    colours: ["#3fc1c9", "#364f6b"],
  },
] as const;

export const DEMO_SERVICE = { email: "service@demo.chat", nickname: "Customer Service" } as const;

/** Seeds the demo data when the database has no users; returns whether it did. */
export async function seedDemo(database: Database, config: Config, files: FileStore, now = Date.now()): Promise<boolean> {
  const db = database.db;
  const any = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password, config.passwordHashLogN)));
  // Nobody logs in as customer service with a known password in the demo.
  const serviceHash = await hashPassword(crypto.randomUUID(), config.passwordHashLogN);
  const avatars = await Promise.all(DEMO_USERS.map((u, i) => demoAvatar(files, u, i)));
  // Alice has four album photos, Bob three.
  const albums = await Promise.all(DEMO_USERS.map((_, i) => demoPhotos(files, 4 - i, i * 2)));
  const peopleAvatars = await Promise.all(DEMO_PEOPLE.map((u, i) => demoAvatar(files, u, i + 2)));
  const encounterAvatars = await Promise.all([DEMO_SVIP, ...DEMO_ENCOUNTER_PEOPLE].map((u, i) => demoAvatar(files, u, i + 5)));
  // Three album photos each, so their Encounter cards have photos to swipe through.
  const encounterAlbums = await Promise.all([DEMO_SVIP, ...DEMO_ENCOUNTER_PEOPLE].map((u, i) => demoAlbum(files, u, i + 5, 3)));
  const svipHash = await hashPassword(DEMO_SVIP.password, config.passwordHashLogN);
  const mallPictures = await demoMallPictures(files);
  const operatorHashes = await Promise.all(DEMO_OPERATORS.map((op) => hashPassword(op.password, config.passwordHashLogN)));
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [i, { password: _password, colours: _colours, ...user }] of DEMO_USERS.entries()) {
      const avatar = avatars[i];
      const row = await trx
        .insertInto("users")
        .values({
          ...user,
          ...(avatar ? { avatar: `/files/${avatar.picture}`, avatar_thumb: `/files/${avatar.thumb}`, profile_completed: 1 } : {}),
          gold_coin: 0,
          translate_chars: 0,
          vip_chars: 0,
          password_hash: hashes[i] ?? "",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (avatar) await trx.insertInto("avatars").values({ key: avatar.picture, thumb_key: avatar.thumb, user_id: row.id, created_at: now }).execute();
      for (const [n, photo] of (albums[i] ?? []).entries()) {
        await trx.insertInto("album_photos").values({ user_id: row.id, key: photo.key, thumb_key: photo.thumbKey, width: photo.width, height: photo.height, created_at: now - n * 86_400_000 }).execute();
      }
      // Opening balances go through the ledger like every other change, so entries sum to balances.
      await post(trx, row.id, "demo-opening", [
        { asset: "gold_coin", delta: user.gold_coin, reason: "demo", item: "Demo balance" },
        { asset: "translate_chars", delta: user.translate_chars, reason: "demo", item: "Demo balance" },
        { asset: "vip_chars", delta: user.vip_chars, reason: "demo", item: "Demo balance" },
      ], now);
    }
    const service = await trx
      .insertInto("users")
      .values({ ...DEMO_SERVICE, password_hash: serviceHash, is_service: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const [alice, bob] = ids as [number, number];
    const people: number[] = [];
    for (const [i, { colours: _colours, ...person }] of DEMO_PEOPLE.entries()) {
      const avatar = peopleAvatars[i];
      const row = await trx
        .insertInto("users")
        .values({
          ...person,
          ...(avatar ? { avatar: `/files/${avatar.picture}`, avatar_thumb: `/files/${avatar.thumb}`, profile_completed: 1 } : {}),
          password_hash: serviceHash,
          add_friend: "anyone",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (avatar) await trx.insertInto("avatars").values({ key: avatar.picture, thumb_key: avatar.thumb, user_id: row.id, created_at: now }).execute();
      people.push(row.id);
    }
    await seedDemoPeople(trx, alice, bob, people, now);
    // Sofia (SVIP, a known password) and the people to meet on Encounter.
    const { password: _svipPassword, colours: _svipColours, ...svip } = DEMO_SVIP;
    const encounterUsers = [{ ...svip, password_hash: svipHash }, ...DEMO_ENCOUNTER_PEOPLE.map(({ colours: _c, ...p }) => ({ ...p, password_hash: serviceHash }))];
    const encounterIds: number[] = [];
    for (const [i, person] of encounterUsers.entries()) {
      const avatar = encounterAvatars[i];
      const row = await trx
        .insertInto("users")
        .values({
          ...person,
          ...(avatar ? { avatar: `/files/${avatar.picture}`, avatar_thumb: `/files/${avatar.thumb}`, profile_completed: 1 } : {}),
          add_friend: "anyone",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (avatar) await trx.insertInto("avatars").values({ key: avatar.picture, thumb_key: avatar.thumb, user_id: row.id, created_at: now }).execute();
      await insertDemoAlbum(trx, row.id, encounterAlbums[i] ?? [], now);
      encounterIds.push(row.id);
    }
    const [sofia, ...meet] = encounterIds as [number, ...number[]];
    await seedDemoEncounter(trx, sofia, meet, now);
    const [mei, jonas, yuki] = people as [number, number, number];
    await seedDemoMoments(trx, files, { alice, bob, mei, jonas, yuki }, now);
    await seedDemoMall(trx, mallPictures, now);
    await seedDemoConsole(trx, { alice, bob, mei, jonas, yuki }, operatorHashes, now);
    await trx
      .insertInto("friends")
      .values([
        { user_id: alice, friend_user_id: bob, created_at: now },
        { user_id: bob, friend_user_id: alice, created_at: now },
      ])
      .execute();
    await seedDemoConsoleOps(trx, { alice, mei }, now);
    // A short conversation, a minute apart each, and a greeting from customer service to each user.
    // Bob's Spanish line went out translated (as a translated send stores it), so a newcomer sees one.
    const translated = JSON.stringify({ translation: "I write to you in Spanish and you answer me in English, agreed?", fromLanguage: "es", toLanguage: "en", engine: "apertium" });
    const lines: Array<[number, number, string, string?]> = [
      [service.id, alice, "Hi Alice, welcome! Write to us here any time you need help."],
      [service.id, bob, "Hi Bob, welcome! Write to us here any time you need help."],
      [alice, bob, "Hi Bob! How is Madrid today?"],
      [bob, alice, "Hola Alice! Sunny and warm. And London?"],
      [bob, alice, "Te escribo en español y tú me contestas en inglés, ¿vale?", translated],
      [alice, bob, "Rainy, of course 🙂 Shall we practise English and Spanish this week?"],
    ];
    for (const [i, [from, to, content, ext]] of lines.entries()) {
      const at = now - (lines.length - i) * 60_000;
      await storeMessage(trx, { from, to, clientMsgId: `demo-seed-${i}`, type: "txt", platform: "Web", content, url: null, custom: null, ext: ext ?? "{}" }, at);
    }
    const [lucia, omar] = meet as [number, number];
    await seedDemoSupport(trx, files, service.id, { yuki, mei, lucia, omar, jonas }, now);
  });
  await seedDemoStats(database, now);
  return true;
}

/** The lines printed at start so a newcomer can log in at once. */
export function demoLoginLines(): string[] {
  return ["Demo logins:", ...[...DEMO_USERS, DEMO_SVIP].map((u) => `  ${u.email.padEnd(18)} password: ${u.password}`), "  (sofia is SVIP: she can use random matching on Encounter)", ...demoOperatorLines()];
}
