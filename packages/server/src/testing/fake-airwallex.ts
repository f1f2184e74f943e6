/**
 * A local Airwallex that speaks the payment-intents wire format: `POST /api/v1/authentication/login`
 * (x-client-id, x-api-key → token), `POST /api/v1/pa/payment_intents/create` (idempotent by
 * `request_id`), `GET /api/v1/pa/payment_intents/:id`, and webhooks signed as Airwallex signs them
 * (`x-signature` = hex HMAC-SHA256(secret, x-timestamp + body)). For the browser it serves a stand-in
 * of the components SDK (`/components/sdk/v1/index.js`: `init`, `payment.redirectToCheckout`) and a
 * tiny hosted payment page whose "Pay" button succeeds the intent, sends the webhook and returns to
 * the `successUrl`.
 */
import { createHmac, randomUUID } from "node:crypto";
import type { Delivery, FakeReply, FakeRequest } from "./fake-http.js";
import { FakeServer, bearer, randomId } from "./fake-http.js";

interface Intent {
  id: string;
  request_id: string;
  amount: number;
  currency: string;
  merchant_order_id: string;
  status: "REQUIRES_PAYMENT_METHOD" | "SUCCEEDED" | "CANCELLED";
  client_secret: string;
}

const SDK = `var SDK_SRC = (document.currentScript && document.currentScript.src) || SDK_ORIGIN;
window.AirwallexComponentsSDK = {
  init: function () { return Promise.resolve({}); },
  payment: { redirectToCheckout: function (o) {
    var u = new URL("/checkout", SDK_SRC);
    u.searchParams.set("intent_id", o.intent_id); u.searchParams.set("client_secret", o.client_secret);
    u.searchParams.set("success_url", o.successUrl || location.href);
    location.assign(u.toString());
  } }
};`;

export class FakeAirwallex extends FakeServer {
  readonly clientId = "fake-airwallex-client";
  readonly apiKey = "fake-airwallex-key";
  readonly webhookSecret = "whsec_fake_airwallex";
  readonly intents = new Map<string, Intent>();
  /** Clock of the signatures (ms); tests move it to make old deliveries. */
  now: () => number = () => Date.now();
  private readonly tokens = new Set<string>();

  constructor() {
    super();
    this.routes = [
      ["POST", /^\/api\/v1\/authentication\/login$/, (r) => this.login(r)],
      ["POST", /^\/api\/v1\/pa\/payment_intents\/create$/, (r) => this.authed(r, () => this.create(r))],
      ["GET", /^\/api\/v1\/pa\/payment_intents\/([^/]+)$/, (r, m) => this.authed(r, () => this.show(m[1] ?? ""))],
      ["GET", /^\/components\/sdk\/v1\/index\.js$/, () => ({ status: 200, raw: { type: "text/javascript", text: SDK.replace("SDK_ORIGIN", JSON.stringify(this.url)) } })],
      ["GET", /^\/checkout$/, (r) => this.checkoutPage(r)],
      ["POST", /^\/checkout\/pay$/, (r) => this.pay(r)],
    ];
  }

  private login(r: FakeRequest): FakeReply {
    if (r.headers["x-client-id"] !== this.clientId || r.headers["x-api-key"] !== this.apiKey) return { status: 401, body: { code: "credentials_invalid", message: "Access denied" } };
    const token = randomUUID();
    this.tokens.add(token);
    return { status: 201, body: { token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString().replace(/\.\d+Z$/, "+0000") } };
  }

  private authed(r: FakeRequest, next: () => FakeReply): FakeReply {
    return this.tokens.has(bearer(r)) ? next() : { status: 401, body: { code: "unauthorized" } };
  }

  private create(r: FakeRequest): FakeReply {
    const b = r.json() as { request_id?: string; amount?: number; currency?: string; merchant_order_id?: string };
    if (!b.request_id || typeof b.amount !== "number" || !(b.amount > 0) || !b.currency || !b.merchant_order_id) return { status: 400, body: { code: "validation_error" } };
    const earlier = [...this.intents.values()].find((i) => i.request_id === b.request_id);
    if (earlier) return { status: 201, body: earlier };
    const intent: Intent = { id: `int_${randomId("", 20).toLowerCase()}`, request_id: b.request_id, amount: b.amount, currency: b.currency, merchant_order_id: b.merchant_order_id, status: "REQUIRES_PAYMENT_METHOD", client_secret: randomUUID() };
    this.intents.set(intent.id, intent);
    return { status: 201, body: intent };
  }

  private show(id: string): FakeReply {
    const intent = this.intents.get(id);
    return intent ? { status: 200, body: intent } : { status: 404, body: { code: "resource_not_found" } };
  }

  /** The payer pays (the hosted page's button, or a test): the intent succeeds and its webhook is queued. */
  succeed(id: string, amount?: number): Delivery | undefined {
    const intent = this.intents.get(id);
    if (!intent) return undefined;
    intent.status = "SUCCEEDED";
    const delivery = this.event("payment_intent.succeeded", { ...intent, amount: amount ?? intent.amount });
    this.deliveries.push(delivery);
    return delivery;
  }

  /** A refund of an intent, as Airwallex's refund.succeeded delivery. */
  refund(id: string): Delivery {
    const intent = this.intents.get(id);
    if (!intent) throw new Error("no intent");
    const delivery = this.event("refund.succeeded", { id: `rfd_${randomId("", 12).toLowerCase()}`, payment_intent_id: intent.id, amount: intent.amount, currency: intent.currency, status: "SUCCEEDED" });
    this.deliveries.push(delivery);
    return delivery;
  }

  /** A delivery of `name` signed with the webhook secret at `timestamp` (ms). */
  event(name: string, object: Record<string, unknown>, timestamp = this.now(), secret = this.webhookSecret): Delivery {
    const eventId = `evt_${randomId("", 20).toLowerCase()}`;
    const body = JSON.stringify({ id: eventId, name, account_id: "acct_fake", data: { object }, created_at: new Date(timestamp).toISOString() });
    const ts = String(timestamp);
    return { eventId, type: name, body, headers: { "x-timestamp": ts, "x-signature": createHmac("sha256", secret).update(ts + body).digest("hex") } };
  }

  /** The same event delivered again, as Airwallex retries: the same body, signed at `timestamp`. */
  resign(delivery: Delivery, timestamp = this.now()): Delivery {
    const ts = String(timestamp);
    return { ...delivery, headers: { "x-timestamp": ts, "x-signature": createHmac("sha256", this.webhookSecret).update(ts + delivery.body).digest("hex") } };
  }

  private checkoutPage(r: FakeRequest): FakeReply {
    const intent = this.intents.get(r.query.get("intent_id") ?? "");
    if (!intent || intent.client_secret !== r.query.get("client_secret")) return { status: 404, raw: { type: "text/html", text: "<!doctype html><title>Airwallex</title><p>Unknown payment</p>" } };
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airwallex checkout</title></head><body><main><h1>Pay ${intent.amount.toFixed(2)} ${esc(intent.currency)}</h1>
<form method="post" action="/checkout/pay"><input type="hidden" name="intent_id" value="${esc(intent.id)}"><input type="hidden" name="client_secret" value="${esc(intent.client_secret)}"><input type="hidden" name="success_url" value="${esc(r.query.get("success_url") ?? "")}">
<label>Card number <input name="card" autocomplete="cc-number" value="4035501000000008"></label><button type="submit">Pay</button></form></main></body></html>`;
    return { status: 200, raw: { type: "text/html; charset=utf-8", text: html } };
  }

  private async pay(r: FakeRequest): Promise<FakeReply> {
    const form = new URLSearchParams(r.body);
    const intent = this.intents.get(form.get("intent_id") ?? "");
    if (!intent || intent.client_secret !== form.get("client_secret")) return { status: 404, raw: { type: "text/html", text: "Unknown payment" } };
    const delivery = this.succeed(intent.id);
    if (delivery && this.autoDeliver && this.webhookUrl) await this.send(delivery);
    return { status: 303, location: form.get("success_url") ?? "/" };
  }
}
