/**
 * Payment providers behind one interface: PayPal (Orders v2), Airwallex (payment intents: card,
 * Google Pay, Apple Pay) and, outside production, `test`. The server creates an order with the amount
 * from its own price table; the provider either completes at once (`test`) or hands back where the
 * payer approves it, after which `capture` or a verified webhook completes it. Every answer about
 * money carries the provider's amount and currency so the caller can compare them with OUR order.
 */
export interface OrderRequest {
  /** Our order id (also the provider's merchant reference). */
  orderId: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
  /** Where the payer's browser comes back after approving (redirect flows). */
  returnUrl: string;
  cancelUrl: string;
}

export interface ProviderOrder {
  providerRef: string;
  status: "completed" | "pending";
  /** Where the payer approves a pending order (PayPal's approve link). */
  approveUrl: string | null;
  /** Airwallex's intent client secret for the browser's payment element. */
  clientSecret?: string | null;
}

/** What the provider says about a payment: paid (with the amount it took), still open, or failed. */
export interface PaymentResult {
  status: "completed" | "failed" | "pending";
  /** Minor units, when the provider names an amount. */
  amount?: number;
  currency?: string;
  /** The provider's id of the money movement (PayPal capture id). */
  captureId?: string;
}

export interface WebhookEvent {
  /** The provider's event id; the same delivery repeated carries the same id. */
  eventId: string;
  kind: "completed" | "failed" | "refunded" | "reversed" | "ignored";
  /** The provider's order/intent id, when the event names it. */
  providerRef?: string;
  /** Our order id as the provider echoes it (custom_id, merchant_order_id). */
  orderId?: string;
  /** Minor units. */
  amount?: number;
  currency?: string;
  /** The money movement it is about (PayPal: the capture; a refund names the capture it undoes). */
  captureId?: string;
}

export interface PaymentProvider {
  /** The `payMethod` clients send. */
  readonly name: string;
  createOrder(order: OrderRequest): Promise<ProviderOrder>;
  /** Completes an approved order (idempotent per order); answers the final status and amount. */
  capture(providerRef: string, orderId: string): Promise<PaymentResult>;
  /** Asks the provider where a payment stands (reconciliation after a crash). */
  status(providerRef: string): Promise<PaymentResult>;
  /** Checks a webhook's signature over the raw body; null when it is not authentic. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WebhookEvent | null>;
}

/** The providers a server offers, by payMethod. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

/** A provider call that failed (network, non-2xx, unexpected body). */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** Minor units → the providers' decimal string ("10.00"); currencies here have two decimals. */
export const toDecimal = (minor: number): string => `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`;

/** A decimal string or number from a provider → minor units; NaN when it is not a plain amount. */
export function toMinor(value: unknown): number {
  const text = typeof value === "number" ? value.toFixed(2) : typeof value === "string" ? value.trim() : "";
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** One header's value as a string. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "");
}
