/**
 * Payment providers behind one interface (PayPal orders, a card provider such as Airwallex; their real
 * adapters come later). The server creates an order with the amount from its own price table; the
 * provider either completes at once (`test`) or hands back a URL where the payer approves it, after
 * which `capture` or a verified webhook completes it.
 */
export interface OrderRequest {
  /** Our order id (also the provider's merchant reference). */
  orderId: string;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
}

export interface ProviderOrder {
  providerRef: string;
  status: "completed" | "pending";
  /** Where the payer approves a pending order. */
  approveUrl: string | null;
}

export interface WebhookEvent {
  providerRef: string;
  status: "completed" | "failed";
}

export interface PaymentProvider {
  /** The `payMethod` clients send. */
  readonly name: string;
  createOrder(order: OrderRequest): Promise<ProviderOrder>;
  /** Completes an approved order; answers the final status. */
  capture(providerRef: string): Promise<"completed" | "failed" | "pending">;
  /** Checks a webhook's signature over the raw body; null when it is not authentic. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<WebhookEvent | null>;
}

/** The providers a server offers, by payMethod. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;
