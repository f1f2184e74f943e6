/**
 * Placing an order (`POST /api/umall-goods/buy`): in one ledger transaction the stock goes down
 * (conditionally, never below zero), the order is stored and the coins are charged through the ledger
 * (never below zero), at the total the buyer confirmed (`expectedPrice`, else 409 priceChanged). Any
 * refusal rolls all three back. The buyer's `requestId` makes a retry answer the first order without a
 * second charge (another order under it is refused: 409). A shop gift also leaves the recipient a
 * "sent you a shop gift" interaction record with its live `unread` event.
 */
import { CODE } from "@chat/protocol";
import type { MallBuyRequest } from "@chat/protocol";
import type { z } from "zod";
import type { mallBuyRequest } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/envelope.js";
import type { StoredEvent } from "../../realtime/events.js";
import { INTERACTION, recordInteraction } from "../notifications/index.js";
import { ledgerTransaction, orOutOfCoins, post, refuseChangedPrice, walletEvent } from "../wallet/index.js";
import { pictureKeys, setOrderReceived } from "./mall-queries.js";

export type BuyInput = z.output<typeof mallBuyRequest>;
export type { MallBuyRequest };

export interface BuyOutcome {
  orderId: number;
  /** True when the request id had already placed this order (nothing new was charged). */
  replayed: boolean;
  events: StoredEvent[];
}

export function placeOrder(ctx: AppContext, buyerId: number, input: BuyInput): Promise<BuyOutcome> {
  const recipientId = input.gift ? (input.recipientId ?? null) : null;
  return orOutOfCoins("noCoins", () =>
    ledgerTransaction(ctx.database, async (trx) => {
      const now = ctx.clock.now();
      const earlier = await trx.selectFrom("mall_orders").select(["id", "good_id", "quantity", "recipient_id"]).where("buyer_id", "=", buyerId).where("request_id", "=", input.requestId).executeTakeFirst();
      if (earlier) {
        // The same order again is its replay; another order under a used request id is refused.
        if (earlier.good_id !== input.goodId || earlier.quantity !== input.quantity || earlier.recipient_id !== recipientId) throw new AppError(CODE.conflict, "idempotencyKeyReused", 409);
        return { orderId: earlier.id, replayed: true, events: [] };
      }
      const good = await trx.selectFrom("mall_goods").selectAll().where("id", "=", input.goodId).where("removed_at", "is", null).executeTakeFirst();
      if (!good) throw new AppError(CODE.notFound, "mallGoodNotFound");
      // The condition is checked against the committed stock: concurrent orders never oversell.
      const taken = await trx
        .updateTable("mall_goods")
        .set((eb) => ({ stock: eb("stock", "-", input.quantity) }))
        .where("id", "=", good.id)
        .where("removed_at", "is", null)
        .where("stock", ">=", input.quantity)
        .returning(["price"])
        .executeTakeFirst();
      if (!taken) throw new AppError(CODE.conflict, "mallOutOfStock");
      const price = Number(taken.price);
      const coins = price * input.quantity;
      // The total the buyer confirmed; a price changed meanwhile rolls the stock back too.
      refuseChangedPrice(input.expectedPrice, coins);
      const order = await trx
        .insertInto("mall_orders")
        .values({
          buyer_id: buyerId,
          recipient_id: recipientId,
          good_id: good.id,
          good_name: good.name,
          picture: pictureKeys(good.pictures)[0] ?? "",
          price,
          quantity: input.quantity,
          coins,
          consignee: input.consignee,
          phone: input.phone,
          address: input.address,
          message: input.message,
          request_id: input.requestId,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const item = `Mall: ${good.name} ×${input.quantity}`;
      await post(trx, buyerId, `mall:${input.requestId}`, [{ asset: "gold_coin", delta: -coins, reason: "mall", reference: String(order.id), item }], now);
      const events = [await walletEvent(trx, buyerId, now)];
      if (recipientId !== null) events.push(await recordInteraction(trx, { userId: recipientId, otherUserId: buyerId, type: INTERACTION.shopGift, now }));
      return { orderId: order.id, replayed: false, events };
    }),
  );
}

/**
 * Marks an order received, once; only its recipient may (the buyer, for an order for themselves).
 * Answers "missing" when the caller may not see the order at all, "forbidden" when they may see but
 * not mark it (the buyer of a gift).
 */
export async function markReceived(ctx: AppContext, userId: number, orderId: number): Promise<"ok" | "missing" | "forbidden"> {
  const db = ctx.database.db;
  const order = await db.selectFrom("mall_orders").select(["buyer_id", "recipient_id"]).where("id", "=", orderId).executeTakeFirst();
  if (!order) return "missing";
  const receiver = order.recipient_id ?? order.buyer_id;
  if (receiver !== userId) return order.buyer_id === userId ? "forbidden" : "missing";
  await setOrderReceived(db, orderId, ctx.clock.now());
  return "ok";
}
