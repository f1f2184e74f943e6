/**
 * The mall as the web app shows it: categories, a category's goods (paged), one good, the order form's
 * helpers (saved addresses, friends for a shop gift, placing an order), and the orders lists: mine
 * and the shop gifts sent to me, with "Received".
 *
 * Placing an order sends a client key (`requestId`): the same key is sent again when the last attempt
 * got no answer, so the server places it once however often it is retried; a fresh key follows an
 * answer, success or refusal.
 */
import { MALL_LIMITS } from "@chat/protocol";
import type { Friend, MallCategory, MallGood, MallOrder, MallReceiver, WalletBalance } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorCode, errorText, isApiError } from "../api/api-error.js";
import { isOutOfCoins } from "../wallet/out-of-coins.js";
import { orderReceipt, type Receipt } from "../wallet/receipts.js";
import { mallBuy, mallCategories, mallFriends, mallGood, mallGoods, mallOrders, mallReceive, mallReceivers } from "./mall-api.js";
import { checkOrder, type OrderErrors, type OrderField, type OrderValues } from "./mall-order-form.js";

export interface Paged<T> {
  /** Null until the first page arrives. */
  list: T[] | null;
  total: number;
  page: number;
  loading: boolean;
  /** Why it could not load, else "". */
  error: string;
}

export interface GoodsState extends Paged<MallGood> {
  categoryId: number | null;
}

export interface OrdersState extends Paged<MallOrder> {
  role: "bought" | "received";
}

export interface GoodState {
  good: MallGood | null;
  loading: boolean;
  error: string;
}

/** The outcome of "Place order". */
export type PlaceOrderResult =
  | { ok: true; order: MallOrder; receipt: Receipt }
  | { ok: false; errors: OrderErrors }
  | { ok: false; outOfCoins: true; message: string }
  | { ok: false; message: string; field?: OrderField };

export interface Mall {
  $categories: ReadableAtom<{ list: MallCategory[] | null; loading: boolean; error: string }>;
  $goods: ReadableAtom<GoodsState>;
  $good: ReadableAtom<GoodState>;
  $receivers: ReadableAtom<MallReceiver[]>;
  $friends: ReadableAtom<Friend[]>;
  $orders: ReadableAtom<OrdersState>;
  /** The order being marked received, else null; and why the last one failed, else "". */
  $receiving: ReadableAtom<number | null>;
  $receiveError: ReadableAtom<string>;
  loadCategories(): Promise<void>;
  /** Shows a category's goods (page 1 unless told). */
  openCategory(categoryId: number, page?: number): Promise<void>;
  loadGood(id: number): Promise<void>;
  /** Saved addresses and friends, for the order form. */
  loadOrderHelpers(): Promise<void>;
  /** The form's problems before anything is asked or sent, else null. */
  validateOrder(goodId: number, values: OrderValues): OrderErrors | null;
  /**
   * Places the order; `expectedPrice` is the total in gold coins the buyer confirmed (the server
   * refuses it, charging nothing, when the price changed meanwhile).
   */
  placeOrder(goodId: number, values: OrderValues, expectedPrice?: number): Promise<PlaceOrderResult>;
  loadOrders(role: "bought" | "received", page?: number): Promise<void>;
  /** Marks a shop gift (or my own order) received; resolves whether it worked. */
  markReceived(orderId: number): Promise<boolean>;
}

export interface MallOptions {
  api: ApiClient;
  /** Takes the balances after an order (the side bar's coins go down at once). */
  onBalance?: (balance: WalletBalance) => void;
  /** A fresh client key per order attempt. */
  newRequestId?: () => string;
  pageSize?: number;
}

const randomRequestId = () => globalThis.crypto.randomUUID().replace(/-/g, "");
const emptyPage = { list: null, total: 0, page: 1, loading: false, error: "" };

export function createMall(options: MallOptions): Mall {
  const { api } = options;
  const newRequestId = options.newRequestId ?? randomRequestId;
  const pageSize = options.pageSize ?? MALL_LIMITS.pageSize;
  const $categories = atom<{ list: MallCategory[] | null; loading: boolean; error: string }>({ list: null, loading: false, error: "" });
  const $goods = atom<GoodsState>({ ...emptyPage, categoryId: null });
  const $good = atom<GoodState>({ good: null, loading: false, error: "" });
  const $receivers = atom<MallReceiver[]>([]);
  const $friends = atom<Friend[]>([]);
  const $orders = atom<OrdersState>({ ...emptyPage, role: "bought" });
  const $receiving = atom<number | null>(null);
  const $receiveError = atom("");
  let goodsQuery = 0;
  let ordersQuery = 0;
  let requestId = newRequestId();

  return {
    $categories,
    $goods,
    $good,
    $receivers,
    $friends,
    $orders,
    $receiving,
    $receiveError,
    async loadCategories() {
      $categories.set({ ...$categories.get(), loading: true, error: "" });
      try {
        $categories.set({ list: await mallCategories(api), loading: false, error: "" });
      } catch (error) {
        $categories.set({ ...$categories.get(), loading: false, error: errorText(error) });
      }
    },
    async openCategory(categoryId, page = 1) {
      const mine = ++goodsQuery;
      const same = $goods.get().categoryId === categoryId;
      $goods.set({ ...(same ? $goods.get() : emptyPage), categoryId, page, loading: true, error: "" });
      try {
        const reply = await mallGoods(api, categoryId, page, pageSize);
        if (mine === goodsQuery) $goods.set({ categoryId, list: reply.list, total: reply.total, page, loading: false, error: "" });
      } catch (error) {
        if (mine === goodsQuery) $goods.set({ ...$goods.get(), loading: false, error: errorText(error) });
      }
    },
    async loadGood(id) {
      $good.set({ good: $good.get().good?.id === id ? $good.get().good : null, loading: true, error: "" });
      try {
        $good.set({ good: await mallGood(api, id), loading: false, error: "" });
      } catch (error) {
        $good.set({ good: null, loading: false, error: errorText(error) });
      }
    },
    async loadOrderHelpers() {
      const [receivers, friends] = await Promise.allSettled([mallReceivers(api), mallFriends(api)]);
      if (receivers.status === "fulfilled") $receivers.set(receivers.value);
      if (friends.status === "fulfilled") $friends.set(friends.value);
    },
    validateOrder(goodId, values) {
      const checked = checkOrder(goodId, values, requestId);
      return checked.ok ? null : checked.errors;
    },
    async placeOrder(goodId, values, expectedPrice) {
      const checked = checkOrder(goodId, values, requestId);
      if (!checked.ok) return checked;
      try {
        const reply = await mallBuy(api, expectedPrice === undefined ? checked.request : { ...checked.request, expectedPrice });
        requestId = newRequestId();
        options.onBalance?.(reply.balance);
        $good.set({ ...$good.get(), good: $good.get().good?.id === goodId ? { ...$good.get().good!, stock: Math.max(0, $good.get().good!.stock - reply.order.quantity) } : $good.get().good });
        return { ok: true, order: reply.order, receipt: orderReceipt(reply.order, reply.balance) };
      } catch (error) {
        // No answer: the next try is the same order. An answer: the next try is a new one.
        if (!(isApiError(error) && error.kind === "maintenance")) requestId = newRequestId();
        const message = errorText(error);
        if (isOutOfCoins(errorCode(error))) return { ok: false, outOfCoins: true, message };
        const data = isApiError(error) ? (error.data as { field?: unknown } | null) : null;
        const field = typeof data?.field === "string" ? (data.field as OrderField) : undefined;
        return field ? { ok: false, message, field } : { ok: false, message };
      }
    },
    async loadOrders(role, page = 1) {
      const mine = ++ordersQuery;
      const same = $orders.get().role === role;
      $orders.set({ ...(same ? $orders.get() : emptyPage), role, page, loading: true, error: "" });
      try {
        const reply = await mallOrders(api, role, page, pageSize);
        if (mine === ordersQuery) $orders.set({ role, list: reply.list, total: reply.total, page, loading: false, error: "" });
      } catch (error) {
        if (mine === ordersQuery) $orders.set({ ...$orders.get(), loading: false, error: errorText(error) });
      }
    },
    async markReceived(orderId) {
      $receiving.set(orderId);
      $receiveError.set("");
      try {
        const order = await mallReceive(api, orderId);
        const state = $orders.get();
        if (state.list) $orders.set({ ...state, list: state.list.map((o) => (o.id === orderId ? order : o)) });
        return true;
      } catch (error) {
        $receiveError.set(errorText(error));
        return false;
      } finally {
        $receiving.set(null);
      }
    },
  };
}
