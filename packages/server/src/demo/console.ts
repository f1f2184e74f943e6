/**
 * The console's demo: an administrator and a support operator with known passwords (their login
 * codes arrive in the outbox and the server's log, as every mail in development does), and a few
 * complaints about the demo people, each with its copy of what was reported.
 */
import { accountIdOf } from "@chat/protocol";
import type { ComplaintSnapshot } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";

export const DEMO_OPERATORS = [
  { email: "operator@demo.chat", password: "operator-2024-demo", role: "admin" },
  { email: "support@demo.chat", password: "support-2024-demo", role: "support" },
] as const;

const MINUTE = 60_000;

function snapshotOf(user: { id: number; nickname: string; occupation: string; personalMessage: string }, extra: Partial<ComplaintSnapshot>): string {
  const snapshot: ComplaintSnapshot = {
    profile: { userId: user.id, accountId: accountIdOf(user.id), nickname: user.nickname, avatar: "", personalMessage: user.personalMessage, occupation: user.occupation },
    conversation: [],
    ...extra,
  };
  return JSON.stringify(snapshot);
}

/** `hashes` are the DEMO_OPERATORS' password hashes, in order. */
export async function seedDemoConsole(trx: Kysely<DB>, users: { alice: number; bob: number; mei: number; jonas: number; yuki: number }, hashes: readonly string[], now: number): Promise<void> {
  const operatorIds: number[] = [];
  for (const [i, op] of DEMO_OPERATORS.entries()) {
    const row = await trx.insertInto("operators").values({ email: op.email, role: op.role, password_hash: hashes[i] ?? "", created_at: now }).returning("id").executeTakeFirstOrThrow();
    operatorIds.push(row.id);
  }
  const jonas = { id: users.jonas, nickname: "Jonas", occupation: "architect", personalMessage: "Hallo aus Berlin." };
  const yuki = { id: users.yuki, nickname: "Yuki", occupation: "illustrator", personalMessage: "こんにちは!" };
  const spam = (id: string, text: string, at: number) => ({ id, fromUserId: users.jonas, type: "txt" as const, text, url: null, custom: null, time: at, recalled: false });
  await trx
    .insertInto("complaints")
    .values([
      {
        user_id: users.alice,
        be_complained_user_id: users.jonas,
        type: 2,
        notes: "He keeps sending me links to a shop.",
        created_at: now - 30 * MINUTE,
        status: "open",
        handled_by: null,
        handled_at: null,
        snapshot: snapshotOf(jonas, {
          conversation: [spam("demo-spam-1", "Hi! Best prices on watches: cheap-watches.example", now - 40 * MINUTE), spam("demo-spam-2", "Did you see my link? 90% off today only!", now - 35 * MINUTE)],
        }),
      },
      {
        user_id: users.bob,
        be_complained_user_id: users.yuki,
        type: 7,
        notes: "These drawings are not hers, I have seen them elsewhere.",
        created_at: now - 20 * MINUTE,
        status: "open",
        handled_by: null,
        handled_at: null,
        snapshot: snapshotOf(yuki, { moment: { id: 0, text: "My new drawing, all my own work!", pictures: [], time: now - 3 * 60 * MINUTE } }),
      },
      {
        user_id: users.mei,
        be_complained_user_id: users.jonas,
        type: 9,
        notes: "He answered in German only.",
        created_at: now - 3 * 24 * 60 * MINUTE,
        snapshot: snapshotOf(jonas, {}),
        status: "dismissed",
        handled_by: operatorIds[1] ?? null,
        handled_at: now - 2 * 24 * 60 * MINUTE,
      },
    ])
    .execute();
}

export function demoOperatorLines(): string[] {
  return [
    "Console (/admin), login code in the mail outbox and this log:",
    ...DEMO_OPERATORS.map((op) => `  ${op.email.padEnd(18)} password: ${op.password} (${op.role})`),
  ];
}
