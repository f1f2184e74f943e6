/**
 * Airwallex payment intents (card, Google Pay and Apple Pay through Airwallex's payment element).
 * The bearer token comes from `POST /api/v1/authentication/login` (x-client-id, x-api-key); an intent
 * is created with `request_id` and `merchant_order_id` = our order id; a webhook is authentic when
 * `x-signature` is the hex HMAC-SHA256 of `x-timestamp` + the raw body under the webhook secret,
 * compared in constant time, and its timestamp is at most five minutes old.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { callJson, TokenCache } from "./http.js";
import type { OrderRequest, PaymentProvider, PaymentResult, ProviderOrder, WebhookEvent } from "./provider.js";
import { header, ProviderError, toMinor } from "./provider.js";

export interface AirwallexConfig {
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  apiBase: string;
  /** The browser SDK the top-up page loads (AIRWALLEX_SDK_URL; a local fake in tests). */
  sdkUrl: string;
}

/** A webhook older (or newer) than this is refused, so a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

interface Intent {
  id?: string;
  status?: string;
  amount?: number | string;
  currency?: string;
  merchant_order_id?: string;
  client_secret?: string;
  payment_intent_id?: string;
}

/** The signature Airwallex sends: hex HMAC-SHA256(secret, timestamp + body). */
export const airwallexSignature = (secret: string, timestamp: string, rawBody: string): string => createHmac("sha256", secret).update(timestamp + rawBody).digest("hex");

function intentResult(intent: Intent): PaymentResult {
  const base = { amount: toMinor(intent.amount), currency: intent.currency ?? "" };
  if (intent.status === "SUCCEEDED") return { status: "completed", ...base };
  if (intent.status === "CANCELLED") return { status: "failed", ...base };
  return { status: "pending", ...base };
}

export function airwallexProvider(config: AirwallexConfig, now: () => number): PaymentProvider {
  const base = config.apiBase.replace(/\/+$/, "");
  const tokens = new TokenCache(async () => {
    const t = await callJson<{ token?: string; expires_at?: string }>(`${base}/api/v1/authentication/login`, { method: "POST", headers: { "x-client-id": config.clientId, "x-api-key": config.apiKey } });
    if (!t.token) throw new ProviderError("airwallex: no token");
    const until = t.expires_at ? Date.parse(t.expires_at.replace(/([+-]\d\d)(\d\d)$/, "$1:$2")) : Number.NaN;
    return { value: t.token, expiresInMs: Number.isFinite(until) ? until - Date.now() : 25 * 60_000 };
  });
  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    const call = async () => callJson<T>(`${base}${path}`, { method: body === undefined ? "GET" : "POST", headers: { authorization: `Bearer ${await tokens.get()}` }, body });
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      tokens.clear();
      return call();
    }
  };
  const status = async (ref: string) => intentResult(await api<Intent>(`/api/v1/pa/payment_intents/${encodeURIComponent(ref)}`));

  return {
    name: "airwallex",
    async createOrder(order: OrderRequest): Promise<ProviderOrder> {
      const intent = await api<Intent>("/api/v1/pa/payment_intents/create", {
        request_id: order.orderId,
        merchant_order_id: order.orderId,
        amount: order.amount / 100,
        currency: order.currency,
        descriptor: order.description.slice(0, 32),
        return_url: order.returnUrl,
      });
      if (!intent.id || !intent.client_secret) throw new ProviderError("airwallex: intent without id or client_secret");
      return { providerRef: intent.id, status: "pending", approveUrl: null, clientSecret: intent.client_secret };
    },
    // Intents capture automatically: "capture" asks where the intent stands.
    capture: (ref: string) => status(ref),
    status,
    verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      const timestamp = header(headers, "x-timestamp");
      const signature = header(headers, "x-signature");
      if (!/^\d{10,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return Promise.resolve(null);
      const expected = Buffer.from(airwallexSignature(config.webhookSecret, timestamp, rawBody), "hex");
      if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return Promise.resolve(null);
      // Seconds or milliseconds; Airwallex sends milliseconds.
      const ms = timestamp.length <= 10 ? Number(timestamp) * 1000 : Number(timestamp);
      if (Math.abs(now() - ms) > WEBHOOK_TOLERANCE_MS) return Promise.resolve(null);
      try {
        return Promise.resolve(webhookEvent(JSON.parse(rawBody) as { id?: string; name?: string; data?: { object?: Intent } }));
      } catch {
        return Promise.resolve(null);
      }
    },
  };
}

function webhookEvent(event: { id?: string; name?: string; data?: { object?: Intent } }): WebhookEvent | null {
  if (!event.id || !event.name) return null;
  const o = event.data?.object ?? {};
  const kind: WebhookEvent["kind"] =
    event.name === "payment_intent.succeeded" ? "completed" : event.name === "payment_intent.cancelled" ? "failed" : event.name === "refund.succeeded" || event.name === "refund.settled" ? "refunded" : event.name === "payment_dispute.accepted" || event.name === "payment_dispute.lost" ? "reversed" : "ignored";
  const ref = kind === "refunded" || kind === "reversed" ? o.payment_intent_id : o.id;
  return { eventId: event.id, kind, providerRef: ref, orderId: o.merchant_order_id, amount: toMinor(o.amount), currency: o.currency ?? "" };
}
