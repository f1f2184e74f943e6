/**
 * Writes the demo's history (demo-stats-plan.ts) so the console's charts have six weeks to show.
 * The history's members are people who joined, used the product for a few days or weeks and closed
 * their accounts since, so they crowd neither Encounter nor search, and nobody with a demo login
 * sees their conversations. Everything goes through the real paths where one exists: messages by
 * `storeMessage`, coins credited by completing payment orders, spending through the ledger.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.js";
import { DEMO_OPERATORS } from "./console.js";
import { demoPlan } from "./stats-plan.js";
import type { PlanTime } from "./stats-plan.js";
import { storeMessage } from "../modules/messages/send.js";
import { post } from "../modules/wallet/index.js";
import { completeOrder } from "../modules/wallet/purchases.js";
import { sha256 } from "../security/token.js";

const DAY_MS = 86_400_000;
const HANDLED = ["dismissed", "warned", "hidden"] as const;
const DEMO_SUPPORT = DEMO_OPERATORS.find((op) => op.role === "support")?.email ?? "";

export async function seedDemoStats(database: Database, now: number): Promise<void> {
  const plan = demoPlan();
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const at = (t: PlanTime) => today - t.day * DAY_MS + t.ms;
  const hex = () => randomBytes(12).toString("hex");

  const { ids, orders } = await database.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [i, m] of plan.members.entries()) {
      const row = await trx
        .insertInto("users")
        // A closed account: no e-mail to log in with, no usable password.
        .values({ email: null, deleted_email: `member${i + 1}@history.demo.chat`, nickname: `Member ${i + 1}`, password_hash: "!", language: "en", created_at: at(m.joined), deleted_at: at(m.closed) })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    const id = (member: number) => ids[member] ?? 0;
    for (let i = 0; i < plan.active.length; i += 200) {
      await trx.insertInto("user_active_days").values(plan.active.slice(i, i + 200).map((a) => ({ day: today / DAY_MS - a.day, user_id: id(a.member) }))).execute();
    }
    const orders = plan.orders.map((o) => ({ id: hex(), user_id: id(o.member), package_id: o.packageId, provider: "test", amount: o.coins * 100, currency: "USD", coins: o.coins, status: "created" as const, created_at: at(o.at) - 60_000 }));
    if (orders.length > 0) await trx.insertInto("payment_orders").values(orders).execute();
    return { ids, orders };
  });
  const id = (member: number) => ids[member] ?? 0;
  for (const [i, order] of orders.entries()) {
    const time = plan.orders[i]?.at;
    if (time) await completeOrder(database, order.id, at(time));
  }

  await database.db.transaction().execute(async (trx) => {
    for (const [i, m] of plan.messages.entries()) {
      const time = at(m.at);
      const content = m.translated ? "Where are you from? I would like to practise my Spanish." : "Hi! How are you today?";
      await storeMessage(trx, { from: id(m.from), to: id(m.to), clientMsgId: `demo-history-${i}`, type: "txt", platform: "Web", content, url: null, custom: null, ext: "{}" }, time);
      if (!m.translated) continue;
      const recordId = hex();
      await trx.insertInto("translate_records").values({ id: recordId, user_id: id(m.from), text_hash: sha256(content), source: "en", target: "es", chars: content.length, coins: 1, status: "done", created_at: time }).execute();
      await post(trx, id(m.from), `translate:${recordId}`, [{ asset: "gold_coin", delta: -1, reason: "translate", reference: recordId, item: "Translation", chars: content.length }], time);
    }
    for (const [i, g] of plan.gifts.entries()) {
      const time = at(g.at);
      const { row } = await storeMessage(trx, { from: id(g.from), to: id(g.to), clientMsgId: `demo-history-gift-${i}`, type: "custom", platform: "Web", content: "", url: null, custom: JSON.stringify({ type: "gift", id: g.giftId, amount: g.amount, note: "" }), ext: JSON.stringify({ type: "gift" }) }, time);
      await trx.insertInto("gift_records").values({ from_user_id: id(g.from), to_user_id: id(g.to), gift_id: g.giftId, amount: g.amount, coins: g.coins, message_id: row.id, created_at: time }).execute();
      await post(trx, id(g.from), `demo-gift:${i}`, [{ asset: "gold_coin", delta: -g.coins, reason: "gift", reference: row.id, item: `Gift: ${g.giftId} ×${g.amount}` }], time);
    }
    // Handled by the demo's support operator (demo-console.ts), where there is one.
    const support = await trx.selectFrom("operators").select("id").where("email", "=", DEMO_SUPPORT).executeTakeFirst();
    for (const [i, c] of plan.complaints.entries()) {
      await trx
        .insertInto("complaints")
        .values({ user_id: id(c.from), be_complained_user_id: id(c.about), type: 1, notes: "Keeps sending me the same message.", created_at: at(c.at), dynamic_id: null, comment_id: null, message_id: null, snapshot: null, status: HANDLED[i % HANDLED.length] ?? "dismissed", handled_by: support?.id ?? null, handled_at: at(c.handled) })
        .execute();
    }
    // The support numbers' history: episodes only, as the plan says (no inbox thread of a closed account).
    const episodes = plan.support.map((e) => {
      const opened = at(e.at);
      return { member_id: id(e.member), opened_at: opened, first_response_at: e.firstResponseMs === null ? null : opened + e.firstResponseMs, resolved_at: e.resolutionMs === null ? null : opened + e.resolutionMs };
    });
    if (episodes.length > 0) await trx.insertInto("support_episodes").values(episodes).execute();
  });
}
