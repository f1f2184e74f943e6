import { z } from "zod";
import { expectedPriceField, type WalletBalance } from "./wallet.js";

/**
 * Paying for coins with PayPal (Orders v2) or Airwallex (card, Google Pay, Apple Pay), and paying for
 * packages with coins. Amounts always come from the server's price table; the client sends ids only.
 */

/** What the top-up page may offer: each present only when the server has the provider's keys. */
export type PayMethod = "paypal" | "card" | "googlepay" | "applepay" | "test";

/** `GET /api/pay/methods`. */
export interface PayMethodsReply {
  methods: PayMethod[];
  /** Airwallex's browser environment for its payment element, when Airwallex is offered. */
  airwallexEnv: "demo" | "prod" | null;
  /** The Airwallex components SDK the top-up page loads (the only third-party script it needs). */
  airwallexSdkUrl: string | null;
}

const id = z.string({ error: "badRequest" }).min(1, { error: "badRequest" }).max(64, { error: "badRequest" });
const requestId = z.string({ error: "badRequest" }).min(8, { error: "badRequest" }).max(64, { error: "badRequest" }).optional();
const orderId = z.string({ error: "badRequest" }).regex(/^[0-9a-f]{24}$/, { error: "badRequest" });

/** `POST /api/pay/paypal-create-order` and `POST /api/pay/airwallex-create-order`. */
export const payCreateOrderRequest = z.object({ packageId: id, requestId, /** The package's `price` (minor units) the payer saw. */ expectedPrice: expectedPriceField });
export type PayCreateOrderRequest = z.input<typeof payCreateOrderRequest>;

/** `POST /api/pay/paypal-create-order` reply: where the payer approves the order. */
export interface PayPalCreateOrderReply {
  orderId: string;
  /** PayPal's order id (the buttons' `orderID`). */
  paypalOrderId: string;
  approveUrl: string | null;
}

/** `POST /api/pay/airwallex-create-order` reply: what Airwallex's payment element needs. */
export interface AirwallexCreateOrderReply {
  orderId: string;
  intentId: string;
  clientSecret: string;
  /** Minor units and currency, from our price table (for display only). */
  amount: number;
  currency: string;
  env: "demo" | "prod";
}

/** `POST /api/pay/paypal-success-pay` {orderId, token?}: capture after the payer approved. */
export const paySuccessRequest = z.object({ orderId, token: z.string({ error: "badRequest" }).max(64, { error: "badRequest" }).optional() });
export type PaySuccessRequest = z.input<typeof paySuccessRequest>;

/** Reply of `paypal-success-pay` and `POST /api/pay/capture`. */
export interface PayResultReply {
  orderId: string;
  status: "created" | "pending" | "completed" | "failed" | "refunded" | "reversed";
  balance: WalletBalance;
  /** What the order buys and costs (minor units of `currency`), and when it completed: the receipt. */
  coins?: number;
  amount?: number;
  currency?: string;
  completedAt?: number | null;
}

/** `POST /api/pay/gold-coin-pay`: a translation package or a membership paid in coins. */
export const goldCoinPayRequest = z.object({ packageType: z.enum(["translate", "vip"], { error: "badRequest" }), packageId: id, requestId, /** The package's `coins`. */ expectedPrice: expectedPriceField });
export type GoldCoinPayRequest = z.input<typeof goldCoinPayRequest>;
