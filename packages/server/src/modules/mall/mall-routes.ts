/**
 * The mall's API. Catalogue: GET /api/umall-classify/list, GET /api/umall-classify/goodlist
 * ?classifyId=&page=&pageSize=, GET /api/umall-goods/info?id=. Orders: POST /api/umall-goods/buy,
 * GET /api/umall-order/mebuy?role=bought|received, GET /api/umall-order/receiver,
 * GET /api/umall-order/info?id=, POST /api/umall-order/receive {orderId}.
 */
import { mallBuyRequest, mallGoodListQuery, mallGoodQuery, mallOrderListQuery, mallReceiveRequest } from "@chat/protocol";
import type { MallBuyReply, MallCategory, MallGood, MallGoodPage, MallOrder, MallOrderPage, MallReceiver } from "@chat/protocol";
import type { FastifyInstance } from "fastify";
import { CODE } from "@chat/protocol";
import type { AppContext } from "../../context.js";
import { callerId, requireAuth } from "../../http/auth.js";
import { AppError, forbidden, notFound, ok } from "../../http/envelope.js";
import { parseBody, parseFields } from "../../http/parse-body.js";
import { publishAll } from "../../realtime/events.js";
import { findLiveUser } from "../account/index.js";
import { friendship } from "../friends/index.js";
import { isBlockedEither, isVisible, userUnavailable } from "../people/index.js";
import { walletBalance } from "../wallet/index.js";
import { markReceived, placeOrder } from "./mall-buy.js";
import { findCategory, findGood, listCategories, listGoods, listOrders, listReceivers, orderById, toGood } from "./mall-queries.js";

export function registerMallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const auth = { preHandler: requireAuth(ctx) };

  app.get("/api/umall-classify/list", auth, async (request) => ok<MallCategory[]>(request.locale, await listCategories(db)));

  app.get("/api/umall-classify/goodlist", auth, async (request) => {
    const q = parseBody(mallGoodListQuery, request.query);
    if (!(await findCategory(db, q.classifyId))) throw notFound();
    return ok<MallGoodPage>(request.locale, await listGoods(db, q.classifyId, q.page, q.pageSize));
  });

  app.get("/api/umall-goods/info", auth, async (request) => {
    const { id } = parseBody(mallGoodQuery, request.query);
    const good = await findGood(db, id);
    if (!good) throw new AppError(CODE.notFound, "mallGoodNotFound");
    return ok<MallGood>(request.locale, toGood(good));
  });

  app.post("/api/umall-goods/buy", auth, async (request) => {
    const me = callerId(request);
    const body = parseFields(mallBuyRequest, request.body);
    if (body.gift && body.recipientId) {
      const recipient = await findLiveUser(db, body.recipientId);
      const friends = recipient && recipient.id !== me ? await friendship(db, me, recipient.id) : undefined;
      if (!recipient || !friends) throw new AppError(CODE.badRequest, "mallRecipientNotFriend", undefined, {}, { field: "recipientId" });
      // Nothing reaches a banned or suspended friend, a gift no more than a message: refused before any coin moves.
      if (!isVisible(recipient, ctx.clock.now())) throw userUnavailable();
      // A block either way stops gifts as it stops messages (it does not end the friendship).
      if (await isBlockedEither(db, me, body.recipientId)) throw new AppError(CODE.forbidden, "blockedCannotMessage", undefined, {}, { field: "recipientId" });
    }
    const outcome = await placeOrder(ctx, me, body);
    publishAll(ctx, outcome.events);
    const order = await orderById(db, outcome.orderId);
    if (!order) throw notFound();
    return ok<MallBuyReply>(request.locale, { order, balance: await walletBalance(db, me, ctx.clock.now()) }, "mallOrderPlaced");
  });

  app.get("/api/umall-order/mebuy", auth, async (request) => {
    const q = parseBody(mallOrderListQuery, request.query);
    return ok<MallOrderPage>(request.locale, await listOrders(db, callerId(request), q.role, q.page, q.pageSize));
  });

  app.get("/api/umall-order/receiver", auth, async (request) => ok<MallReceiver[]>(request.locale, await listReceivers(db, callerId(request))));

  app.get("/api/umall-order/info", auth, async (request) => {
    const me = callerId(request);
    const { id } = parseBody(mallGoodQuery, request.query);
    const order = await orderById(db, id);
    // Only the buyer and the recipient know the order exists.
    if (!order || (order.buyer.userId !== me && order.recipient?.userId !== me)) throw notFound();
    return ok<MallOrder>(request.locale, order);
  });

  app.post("/api/umall-order/receive", auth, async (request) => {
    const me = callerId(request);
    const { orderId } = parseBody(mallReceiveRequest, request.body);
    const done = await markReceived(ctx, me, orderId);
    if (done === "missing") throw notFound();
    if (done === "forbidden") throw forbidden();
    const order = await orderById(db, orderId);
    return ok<MallOrder | null>(request.locale, order ?? null, "mallOrderReceived");
  });
}
