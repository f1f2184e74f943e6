/**
 * PayPal Orders v2. The token comes from `POST /v1/oauth2/token` (client credentials); an order is
 * created with `PayPal-Request-Id` = our order id (PayPal answers a retry with the same order) and
 * captured with its own request id; webhooks are checked by PayPal's `verify-webhook-signature` call
 * with our webhook id. Money is only ever reported from a capture's own `amount`.
 */
import { callJson, TokenCache } from "./http.js";
import type { OrderRequest, PaymentProvider, PaymentResult, ProviderOrder, WebhookEvent } from "./provider.js";
import { header, ProviderError, toDecimal, toMinor } from "./provider.js";

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
}

interface Link {
  href: string;
  rel: string;
}
interface Capture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: Link[];
  purchase_units?: { reference_id?: string; custom_id?: string; payments?: { captures?: Capture[] } }[];
}
interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    links?: Link[];
  };
}

/** The capture of an order as a result: COMPLETED with its amount, or where it stands. */
export function captureResult(order: PayPalOrder): PaymentResult {
  const capture = order.purchase_units?.flatMap((u) => u.payments?.captures ?? [])[0];
  if (!capture) return { status: order.status === "VOIDED" ? "failed" : "pending" };
  const base = { amount: toMinor(capture.amount?.value), currency: capture.amount?.currency_code ?? "", captureId: capture.id };
  if (capture.status === "COMPLETED") return { status: "completed", ...base };
  if (capture.status === "DECLINED" || capture.status === "FAILED") return { status: "failed", ...base };
  return { status: "pending", ...base };
}

export function payPalProvider(config: PayPalConfig): PaymentProvider {
  const base = config.apiBase.replace(/\/+$/, "");
  const tokens = new TokenCache(async () => {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const t = await callJson<{ access_token?: string; expires_in?: number }>(`${base}/v1/oauth2/token`, { headers: { authorization: `Basic ${basic}` }, form: { grant_type: "client_credentials" } });
    if (!t.access_token) throw new ProviderError("paypal: no access_token");
    return { value: t.access_token, expiresInMs: (t.expires_in ?? 300) * 1000 };
  });
  const api = async <T>(path: string, init: { body?: unknown; requestId?: string } = {}): Promise<T> => {
    const call = async () =>
      callJson<T>(`${base}${path}`, {
        method: init.body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${await tokens.get()}`, ...(init.requestId ? { "paypal-request-id": init.requestId } : {}), prefer: "return=representation" },
        body: init.body,
      });
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      tokens.clear();
      return call();
    }
  };
  const status = async (ref: string) => captureResult(await api<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(ref)}`));

  return {
    name: "paypal",
    async createOrder(order: OrderRequest): Promise<ProviderOrder> {
      const created = await api<PayPalOrder>("/v2/checkout/orders", {
        requestId: order.orderId,
        body: {
          intent: "CAPTURE",
          purchase_units: [{ reference_id: order.orderId, custom_id: order.orderId, description: order.description, amount: { currency_code: order.currency, value: toDecimal(order.amount) } }],
          payment_source: { paypal: { experience_context: { return_url: order.returnUrl, cancel_url: order.cancelUrl, user_action: "PAY_NOW", shipping_preference: "NO_SHIPPING" } } },
        },
      });
      if (!created.id) throw new ProviderError("paypal: order without id");
      const approve = created.links?.find((l) => l.rel === "payer-action" || l.rel === "approve")?.href ?? null;
      return { providerRef: created.id, status: "pending", approveUrl: approve, clientSecret: null };
    },
    async capture(ref: string, orderId: string): Promise<PaymentResult> {
      try {
        return captureResult(await api<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(ref)}/capture`, { body: {}, requestId: `capture-${orderId}` }));
      } catch (error) {
        // 422 ORDER_ALREADY_CAPTURED / ORDER_NOT_APPROVED: the order itself says where it stands.
        if (error instanceof ProviderError && error.status === 422) return status(ref);
        throw error;
      }
    },
    status,
    async verifyWebhook(headers, rawBody): Promise<WebhookEvent | null> {
      let event: PayPalEvent;
      try {
        event = JSON.parse(rawBody) as PayPalEvent;
      } catch {
        return null;
      }
      const fields = ["paypal-auth-algo", "paypal-cert-url", "paypal-transmission-id", "paypal-transmission-sig", "paypal-transmission-time"].map((h) => header(headers, h));
      if (fields.some((f) => !f) || !event.id || !event.event_type) return null;
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = fields as [string, string, string, string, string];
      const verdict = await api<{ verification_status?: string }>("/v1/notifications/verify-webhook-signature", {
        body: { auth_algo: authAlgo, cert_url: certUrl, transmission_id: transmissionId, transmission_sig: transmissionSig, transmission_time: transmissionTime, webhook_id: config.webhookId, webhook_event: event },
      });
      if (verdict.verification_status !== "SUCCESS") return null;
      return webhookEvent(event);
    },
  };
}

const KINDS: Record<string, WebhookEvent["kind"]> = {
  "PAYMENT.CAPTURE.COMPLETED": "completed",
  "PAYMENT.CAPTURE.DENIED": "failed",
  "PAYMENT.CAPTURE.DECLINED": "failed",
  "PAYMENT.CAPTURE.REFUNDED": "refunded",
  "PAYMENT.CAPTURE.REVERSED": "reversed",
};

function webhookEvent(event: PayPalEvent): WebhookEvent {
  const r = event.resource ?? {};
  const kind = KINDS[event.event_type ?? ""] ?? "ignored";
  // A refund's resource is the refund; its "up" link names the capture it undoes.
  const up = r.links?.find((l) => l.rel === "up")?.href.split("/").pop();
  return {
    eventId: event.id ?? "",
    kind,
    providerRef: r.supplementary_data?.related_ids?.order_id,
    orderId: r.custom_id,
    amount: toMinor(r.amount?.value),
    currency: r.amount?.currency_code ?? "",
    captureId: kind === "completed" ? r.id : up,
  };
}
