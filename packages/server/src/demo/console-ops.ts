/**
 * Demo data of the console's announcements and payments: two announcements written in several
 * languages, and coin payments of which one agrees with the ledger and one (a PayPal payment marked
 * completed whose coins the ledger never credited) shows up in the reconciliation as a difference.
 * Neither is pending, so the reconcile job never asks a provider about them.
 */
import type { AnnouncementTexts } from "@chat/protocol";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema.js";
import { post } from "../modules/wallet/ledger.js";

const ANNOUNCEMENTS: AnnouncementTexts[] = [
  {
    en: { title: "Welcome!", body: "Chat with people all over the world; messages can be translated as you go." },
    es: { title: "¡Bienvenido!", body: "Chatea con gente de todo el mundo; los mensajes se pueden traducir sobre la marcha." },
    de: { title: "Willkommen!", body: "Chatte mit Menschen in aller Welt; Nachrichten lassen sich unterwegs übersetzen." },
    "zh-CN": { title: "欢迎！", body: "与世界各地的人聊天，消息可以随时翻译。" },
  },
  {
    en: { title: "Gifts", body: "New: send virtual gifts to your friends from the chat panel." },
    es: { title: "Regalos", body: "Novedad: envía regalos virtuales a tus amigos desde el panel de chat." },
    ar: { title: "هدايا", body: "جديد: أرسل هدايا افتراضية إلى أصدقائك من لوحة الدردشة." },
  },
];

export async function seedDemoConsoleOps(trx: Kysely<DB>, users: { alice: number; mei: number }, now: number): Promise<void> {
  for (const [i, texts] of ANNOUNCEMENTS.entries()) {
    await trx
      .insertInto("announcements")
      .values({ content: texts.en?.body ?? "", texts: JSON.stringify(texts), operator_id: null, insert_time: now - (ANNOUNCEMENTS.length - 1 - i) * 60_000 })
      .execute();
  }
  const paid = "d3m0c0ffee00000000000001";
  await trx
    .insertInto("payment_orders")
    .values([
      { id: paid, user_id: users.mei, package_id: "coins-100", provider: "test", provider_ref: "demo-test-1", amount: 10000, currency: "USD", coins: 100, status: "completed", request_id: null, created_at: now - 86_400_000, completed_at: now - 86_400_000 },
      { id: "d3m0c0ffee00000000000002", user_id: users.alice, package_id: "coins-10", provider: "paypal", provider_ref: "DEMO-PAYPAL-1", amount: 1000, currency: "USD", coins: 10, status: "completed", request_id: null, created_at: now - 2 * 3_600_000, completed_at: now - 2 * 3_600_000 },
    ])
    .execute();
  await post(trx, users.mei, `order:${paid}`, [{ asset: "gold_coin", delta: 100, reason: "recharge", reference: paid, item: "100 gold coins" }], now - 86_400_000);
}
