import { join } from "node:path";
import type { ConsoleComplaintPage, SupportSavedReply, SupportThreadDetail, SupportThreadPage } from "@chat/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATORS } from "../../demo/console.js";
import { seedDemo } from "../../demo/seed.js";
import { testDatabases } from "../../db/test-helpers.js";
import { localFileStore } from "../../images/file-store.js";
import { asOperator, loginOperator } from "../../testing/console.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

describe.each(testDatabases)("the console's demo on %s", (dialect) => {
  let t: TestApp;
  // Each operator logs in once: a second code within the minute is refused.
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDemo(t.database, t.config, localFileStore(join(t.database.dataDir, "files")), t.clock.now());
    for (const op of DEMO_OPERATORS) tokens.set(op.email, await loginOperator(t, op));
  });
  afterAll(() => t.close());

  it("lets the demo operators in with their passwords and mailed codes, and has complaints to handle", async () => {
    for (const op of DEMO_OPERATORS) {
      const token = tokens.get(op.email) ?? "";
      expect((await t.get("/api/admin/me", asOperator(token))).body.data).toMatchObject({ email: op.email, role: op.role });
      const open = await t.get<ConsoleComplaintPage>("/api/admin/complaints", asOperator(token));
      expect(open.body.data.total).toBe(2);
      expect(open.body.data.records[0]?.snapshot?.moment?.text).toBe("My new drawing, all my own work!");
      expect((await t.get<ConsoleComplaintPage>("/api/admin/complaints?status=handled", asOperator(token))).body.data.records[0]?.handledBy).toBe("support@demo.chat");
    }
  });

  it("gives the support operator an inbox: members waiting, a thread of their own with a note, a resolved one, saved replies", async () => {
    const support = DEMO_OPERATORS.find((op) => op.role === "support")!;
    const token = tokens.get(support.email) ?? "";
    const list = async (filter: string) => (await t.get<SupportThreadPage>(`/api/admin/support/threads?filter=${filter}`, asOperator(token))).body.data;
    const waiting = await list("unassigned");
    expect(waiting.records.map((r) => [r.member.nickname, r.unread, r.waitingSince !== null])).toEqual([
      ["Mei", 2, true],
      ["Yuki", 2, true],
    ]);
    expect(waiting.records[0]?.lastMessage).toMatchObject({ type: "img", fromMember: true });
    expect((await list("open")).total).toBe(4);
    const mine = await list("mine");
    expect(mine.records.map((r) => [r.member.nickname, r.unread, r.waitingSince, r.lastMessage?.fromMember])).toEqual([["Lucía", 0, null, false]]);
    const detail = await t.get<SupportThreadDetail>(`/api/admin/support/thread?memberId=${mine.records[0]?.member.id}`, asOperator(token));
    expect(detail.body.data.notes.map((n) => n.operator.email)).toEqual([support.email]);
    expect((await list("resolved")).records.map((r) => r.member.nickname)).toEqual(["Jonas"]);
    const replies = await t.get<SupportSavedReply[]>("/api/admin/support/saved-replies", asOperator(token));
    expect(new Set(replies.body.data.map((r) => r.language))).toEqual(new Set(["en", "es", "ja"]));
  });
});
