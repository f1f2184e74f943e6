import { z } from "zod";
import type { MessageKey } from "./server-messages.js";
import { expectedPriceField, type WalletBalance } from "./wallet.js";

/**
 * The mall (product §1–§5, §7 "Mall"): categories, goods priced in gold coins with a stock, orders paid
 * through the wallet's ledger, and shop gifts delivered to a friend's door. Reads are GET with a
 * query; writes are POST with a JSON body. Prices and totals always come from the server.
 */
const key = (k: MessageKey) => ({ error: k });

export const MALL_LIMITS = {
  /** Items of one good in one order. */
  quantity: 99,
  /** Characters of the consignee's name, the address and the message. */
  consigneeChars: 64,
  addressChars: 300,
  messageChars: 200,
  /** Default and largest page of the lists. */
  pageSize: 20,
  maxPageSize: 50,
  /** Saved addresses `GET /api/umall-order/receiver` answers, newest first. */
  receivers: 5,
} as const;

/** An order's status (product §4 "Order: purchased, received"). */
export type MallOrderStatus = "purchased" | "received";

/** A category of goods (`GET /api/umall-classify/list`), in the operators' order. */
export interface MallCategory {
  id: number;
  name: string;
  /** How many goods it holds now. */
  goods: number;
}

/** A good: its pictures (the first is the cover), description, price in gold coins and stock. */
export interface MallGood {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  pictures: string[];
  /** Gold coins for one item. */
  price: number;
  /** Items left; 0 means sold out. */
  stock: number;
}

/** `GET /api/umall-classify/goodlist?classifyId=&page=&pageSize=`: a category's goods. */
export interface MallGoodPage {
  list: MallGood[];
  total: number;
}

/** Someone an order names (the buyer, or the recipient of a shop gift). */
export interface MallPerson {
  userId: number;
  nickname: string;
  avatar: string;
}

/**
 * An order (product §3 "Order: product name, order time, consignee, quantity, address, message, status").
 * The buyer and, for a shop gift, the recipient see it; nobody else does.
 */
export interface MallOrder {
  id: number;
  goodId: number;
  goodName: string;
  /** The good's cover picture ("" when it has none). */
  picture: string;
  /** Gold coins for one item at the time of the order, and the total charged. */
  price: number;
  coins: number;
  quantity: number;
  consignee: string;
  phone: string;
  address: string;
  message: string;
  status: MallOrderStatus;
  /** Epoch ms of the order, and of its receipt (null until received). */
  orderTime: number;
  receivedTime: number | null;
  buyer: MallPerson;
  /** The friend a shop gift goes to; null for an order for oneself. */
  recipient: MallPerson | null;
}

/** `GET /api/umall-order/mebuy?role=bought|received&page=&pageSize=`: my orders, or shop gifts sent to me. */
export interface MallOrderPage {
  list: MallOrder[];
  total: number;
}

/** A saved address (`GET /api/umall-order/receiver`): one the caller ordered to before, newest first. */
export interface MallReceiver {
  consignee: string;
  phone: string;
  address: string;
}

/** `POST /api/umall-goods/buy` answer: the order and the balances after the charge. */
export interface MallBuyReply {
  order: MallOrder;
  balance: WalletBalance;
}

const id = z.coerce
  .number(key("badRequest"))
  .int(key("badRequest"))
  .positive(key("badRequest"))
  .max(2 ** 31 - 1, key("badRequest"));
const page = z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(10_000, key("badRequest")).default(1);
const pageSize = z.coerce.number(key("badRequest")).int(key("badRequest")).min(1, key("badRequest")).max(MALL_LIMITS.maxPageSize, key("badRequest")).default(MALL_LIMITS.pageSize);

/** No control or text-direction characters in what goes on a parcel. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const line = (max: number, invalid: MessageKey) =>
  z
    .string(key(invalid))
    .transform((s) => s.trim())
    .refine((s) => s.length <= max && !CONTROL.test(s), key(invalid));

/** `GET /api/umall-classify/goodlist`. */
export const mallGoodListQuery = z.object({ classifyId: id, page, pageSize });
export type MallGoodListQuery = z.input<typeof mallGoodListQuery>;

/** `GET /api/umall-goods/info?id=`: one good. */
export const mallGoodQuery = z.object({ id });
export type MallGoodQuery = z.input<typeof mallGoodQuery>;

/** `GET /api/umall-order/mebuy`: `bought` (default) my orders, `received` shop gifts sent to me. */
export const mallOrderListQuery = z.object({ role: z.enum(["bought", "received"], key("badRequest")).default("bought"), page, pageSize });
export type MallOrderListQuery = z.input<typeof mallOrderListQuery>;

/**
 * `POST /api/umall-goods/buy`. An order for oneself needs the consignee, phone and address; a shop
 * gift (spec: "Gift: recipient and address required") needs a friend as recipient and the address,
 * the consignee and phone being optional. `requestId` is a fresh client key per order attempt: a retry
 * with the same key answers the first order and charges nothing more. `expectedPrice`, the total the
 * buyer confirmed, refuses the order (409 `priceChanged`) when the good's price changed meanwhile.
 */
export const mallBuyRequest = z
  .object({
    goodId: id,
    quantity: z.coerce.number(key("mallQuantityInvalid")).int(key("mallQuantityInvalid")).min(1, key("mallQuantityInvalid")).max(MALL_LIMITS.quantity, key("mallQuantityInvalid")),
    consignee: line(MALL_LIMITS.consigneeChars, "mallConsigneeInvalid").default(""),
    phone: z
      .string(key("mallPhoneInvalid"))
      .transform((s) => s.trim())
      .refine((s) => s === "" || /^\+?[0-9][0-9 ()-]{4,22}[0-9]$/.test(s), key("mallPhoneInvalid"))
      .default(""),
    address: line(MALL_LIMITS.addressChars, "mallAddressInvalid"),
    message: line(MALL_LIMITS.messageChars, "mallMessageInvalid").default(""),
    gift: z.boolean(key("badRequest")).default(false),
    recipientId: id.nullish(),
    requestId: z.string(key("badRequest")).regex(/^[A-Za-z0-9_-]{8,64}$/, key("badRequest")),
    /** The order's total in gold coins (price × quantity) the buyer confirmed. */
    expectedPrice: expectedPriceField,
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, k: MessageKey) => ctx.addIssue({ code: "custom", path: [path], message: k });
    if (v.gift && !v.recipientId) fail("recipientId", "mallRecipientRequired");
    if (!v.gift && !v.consignee) fail("consignee", "mallConsigneeRequired");
    if (!v.gift && !v.phone) fail("phone", "mallPhoneRequired");
    if (!v.address) fail("address", "mallAddressRequired");
  });
export type MallBuyRequest = z.input<typeof mallBuyRequest>;

/** `POST /api/umall-order/receive {orderId}`: the recipient of a shop gift marks it received. */
export const mallReceiveRequest = z.object({ orderId: id });
export type MallReceiveRequest = z.input<typeof mallReceiveRequest>;
