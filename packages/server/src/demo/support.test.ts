/**
 * The support inbox's demo as an operator finds it after `npm start`, on SQLite and PostgreSQL:
 * members waiting (one in Japanese, one with a picture), a thread of the support operator's with an
 * answer and a note, a resolved one, saved replies in three languages, and waiting times, unread
 * counts and episodes that agree with the messages. Seeding again changes nothing.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDayOf } from "@chat/protocol";
import { loadConfig } from "../app.js";
import { createTestDatabase, testDatabases } from "../db/test-helpers.js";
import type { TestDatabase } from "../db/test-helpers.js";
import { seedDemo } from "./seed.js";
import { DEMO_SERVICE } from "./seed.js";
import { demoPlanNumbers } from "./stats-plan.js";
import { localFileStore } from "../images/index.js";
import type { FileStore } from "../images/index.js";
import { loadStats } from "../modules/console/stats-queries.js";

const NOW = Date.parse("2026-11-24T10:30:00Z");
const DAY_MS = 86_400_000;

describe.each(testDatabases)("the support inbox's demo on %s", (dialect) => {
  let database: TestDatabase;
  let files: FileStore;
  let service: number;
  const config = { ...loadConfig({}, []), passwordHashLogN: 10 };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    files = localFileStore(join(database.dataDir, "files"));
    expect(await seedDemo(database, config, files, NOW)).toBe(true);
    service = (await database.db.selectFrom("users").select("id").where("email", "=", DEMO_SERVICE.email).executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const threads = () =>
    database.db
      .selectFrom("support_threads")
      .innerJoin("users", "users.id", "support_threads.member_id")
      .leftJoin("operators", "operators.id", "support_threads.assignee_id")
      .select(["support_threads.member_id", "users.nickname", "status", "operators.email as assignee", "waiting_since", "last_time", "opened_at", "support_threads.resolved_at"])
      .orderBy("last_time", "desc")
      .execute();
  const messagesWith = (member: number) =>
    database.db
      .selectFrom("messages")
      .select(["from_user_id", "type", "content", "url", "created_at"])
      .where((eb) => eb.or([eb.and([eb("from_user_id", "=", member), eb("to_user_id", "=", service)]), eb.and([eb("from_user_id", "=", service), eb("to_user_id", "=", member)])]))
      .orderBy("pair_seq")
      .execute();

  it("has members waiting unassigned, one writing Japanese and one with a picture, a thread of the support operator's and a resolved one", async () => {
    const rows = await threads();
    expect(rows.map((r) => [r.nickname, r.status, r.assignee])).toEqual([
      ["Mei", "open", null],
      ["Yuki", "open", null],
      ["Omar", "open", "operator@demo.chat"],
      ["Lucía", "open", "support@demo.chat"],
      ["Jonas", "resolved", "support@demo.chat"],
    ]);
    const byName = (name: string) => rows.find((r) => r.nickname === name)!;
    const yuki = await messagesWith(byName("Yuki").member_id);
    expect(yuki[0]?.content).toMatch(/[\u3040-\u30ff]/);
    const mei = await messagesWith(byName("Mei").member_id);
    const picture = mei.find((m) => m.type === "img");
    const file = await files.get(picture?.url?.replace("/files/", "") ?? "");
    expect(file?.contentType).toBe("image/png");

    // The support operator's thread: answered by customer service, with an internal note, nobody waits.
    const lucia = byName("Lucía");
    expect((await messagesWith(lucia.member_id)).map((m) => m.from_user_id === service)).toEqual([false, true]);
    const notes = await database.db.selectFrom("support_notes").innerJoin("operators", "operators.id", "support_notes.operator_id").select(["email", "text"]).where("member_id", "=", lucia.member_id).execute();
    expect(notes).toEqual([{ email: "support@demo.chat", text: expect.stringContaining("upload") as string }]);
    expect(lucia.waiting_since).toBeNull();
    const jonas = byName("Jonas");
    expect(jonas.waiting_since).toBeNull();
    expect(Number(jonas.resolved_at)).toBeGreaterThan(0);
  });

  it("keeps waiting times, unread counts and episodes as the messages say", async () => {
    for (const thread of await threads()) {
      const messages = await messagesWith(thread.member_id);
      const lastReply = messages.findLastIndex((m) => m.from_user_id === service);
      const waiting = thread.status === "open" ? messages.find((m, i) => i > lastReply && m.from_user_id !== service) : undefined;
      expect(thread.waiting_since === null ? null : Number(thread.waiting_since), thread.nickname).toBe(waiting ? Number(waiting.created_at) : null);
      expect(Number(thread.opened_at)).toBe(Number(messages[0]?.created_at));
      expect(Number(thread.last_time)).toBe(Number(messages.at(-1)?.created_at));

      // The inbox's unread: the member's messages after customer service last read the conversation.
      const row = await database.db.selectFrom("conversations").select(["unread", "last_read_at"]).where("user_id", "=", service).where("peer_id", "=", thread.member_id).executeTakeFirstOrThrow();
      const unread = messages.filter((m) => m.from_user_id !== service && Number(m.created_at) > Number(row.last_read_at)).length;
      expect(Number(row.unread), thread.nickname).toBe(unread);

      const episodes = await database.db.selectFrom("support_episodes").selectAll().where("member_id", "=", thread.member_id).execute();
      const firstReply = messages.find((m) => m.from_user_id === service);
      expect(episodes.map((e) => [Number(e.opened_at), e.first_response_at === null ? null : Number(e.first_response_at), e.resolved_at === null ? null : Number(e.resolved_at)])).toEqual([
        [Number(thread.opened_at), firstReply ? Number(firstReply.created_at) : null, thread.resolved_at === null ? null : Number(thread.resolved_at)],
      ]);
    }
    // Yuki and Mei: two unread each; Omar wrote once since the answer.
    const unread = await database.db.selectFrom("conversations").select((eb) => eb.fn.sum<number>("unread").as("n")).where("user_id", "=", service).executeTakeFirstOrThrow();
    expect(Number(unread.n)).toBe(5);
  });

  it("has saved replies in English, Spanish and Japanese", async () => {
    const replies = await database.db.selectFrom("support_saved_replies").select(["language", "title", "text"]).execute();
    expect(replies.length).toBeGreaterThanOrEqual(4);
    expect(new Set(replies.map((r) => r.language))).toEqual(new Set(["en", "es", "ja"]));
    expect(replies.every((r) => r.title.length > 0 && r.text.length > 0)).toBe(true);
  });

  it("counts the inbox's conversations in today's and yesterday's numbers", async () => {
    const stats = await loadStats(database.db, utcDayOf(NOW - DAY_MS), utcDayOf(NOW));
    const history = demoPlanNumbers().get(1)?.supportOpened ?? 0;
    expect(stats.days.reduce((n, d) => n + d.supportOpened, 0)).toBe(5 + history);
    expect(stats.days.at(-1)?.supportFirstResponseMedianMs).toBeGreaterThan(0);
  });

  it("seeds nothing a second time", async () => {
    expect(await seedDemo(database, config, files, NOW + 60_000)).toBe(false);
    expect(await threads()).toHaveLength(5);
    expect(await database.db.selectFrom("support_saved_replies").select("id").execute()).toHaveLength(6);
  });
});
