/**
 * A local PayPal that speaks the Orders v2 wire format: `POST /v1/oauth2/token` (Basic client
 * credentials), `POST /v2/checkout/orders` (idempotent by `PayPal-Request-Id`, answers a
 * `payer-action` link), the approve page `GET /checkoutnow?token=` (approves and redirects to the
 * order's return_url with `token` and `PayerID`, as PayPal does), capture, order lookup, and
 * `POST /v1/notifications/verify-webhook-signature`. Webhooks are signed with the fake's own key over
 * `transmission_id|transmission_time|webhook_id|sha256(body)` (PayPal uses its certificate and CRC32
 * over the same fields); only the fake can say whether a signature is real, as with PayPal.
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import type { Delivery, FakeReply, FakeRequest } from "./fake-http.js";
import { FakeServer, bearer, randomId } from "./fake-http.js";

interface Order {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  amount: { currency_code: string; value: string };
  custom_id: string;
  reference_id: string;
  returnUrl: string;
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id: string };
}

export class FakePayPal extends FakeServer {
  readonly clientId = "fake-paypal-client";
  readonly clientSecret = "fake-paypal-secret";
  readonly webhookId = "WH-FAKE-0001";
  readonly orders = new Map<string, Order>();
  /** The next capture reports this amount instead of the order's (a provider gone wrong). */
  captureAmountOverride: string | undefined;
  /** Calls per path, for tests that check what the server asked. */
  readonly calls: string[] = [];
  private readonly tokens = new Set<string>();
  private readonly idempotent = new Map<string, FakeReply>();
  private readonly signingKey = randomUUID();

  constructor() {
    super();
    this.routes = [
      ["POST", /^\/v1\/oauth2\/token$/, (r) => this.token(r)],
      ["POST", /^\/v2\/checkout\/orders$/, (r) => this.authed(r, () => this.once(r, () => this.create(r)))],
      ["POST", /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, (r, m) => this.authed(r, () => this.once(r, () => this.capture(m[1] ?? "")))],
      ["GET", /^\/v2\/checkout\/orders\/([^/]+)$/, (r, m) => this.authed(r, () => this.show(m[1] ?? ""))],
      ["GET", /^\/checkoutnow$/, (r) => this.approvePage(r)],
      ["POST", /^\/v1\/notifications\/verify-webhook-signature$/, (r) => this.authed(r, () => this.verify(r))],
    ];
  }

  private token(r: FakeRequest): FakeReply {
    this.calls.push("token");
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64")}`;
    if (r.headers.authorization !== expected || new URLSearchParams(r.body).get("grant_type") !== "client_credentials") return { status: 401, body: { error: "invalid_client" } };
    const token = `A21AA${randomUUID()}`;
    this.tokens.add(token);
    return { status: 200, body: { scope: "https://uri.paypal.com/services/payments", access_token: token, token_type: "Bearer", app_id: "APP-FAKE", expires_in: 32400, nonce: randomUUID() } };
  }

  private authed(r: FakeRequest, next: () => FakeReply): FakeReply {
    return this.tokens.has(bearer(r)) ? next() : { status: 401, body: { error: "invalid_token" } };
  }

  private once(r: FakeRequest, next: () => FakeReply): FakeReply {
    const key = `${r.path} ${String(r.headers["paypal-request-id"] ?? "")}`;
    if (!r.headers["paypal-request-id"]) return next();
    const earlier = this.idempotent.get(key);
    if (earlier) return earlier;
    const reply = next();
    if (reply.status < 300) this.idempotent.set(key, reply);
    return reply;
  }

  private representation(o: Order) {
    return {
      id: o.id,
      status: o.status,
      intent: "CAPTURE",
      purchase_units: [{ reference_id: o.reference_id, custom_id: o.custom_id, amount: o.amount, ...(o.capture ? { payments: { captures: [o.capture] } } : {}) }],
      links: [
        { href: `${this.url}/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
        ...(o.status === "PAYER_ACTION_REQUIRED" ? [{ href: `${this.url}/checkoutnow?token=${o.id}`, rel: "payer-action", method: "GET" }] : []),
      ],
    };
  }

  private create(r: FakeRequest): FakeReply {
    this.calls.push("create");
    const body = r.json() as { intent?: string; purchase_units?: { reference_id?: string; custom_id?: string; amount?: { currency_code?: string; value?: string } }[]; payment_source?: { paypal?: { experience_context?: { return_url?: string } } } };
    const unit = body.purchase_units?.[0];
    if (body.intent !== "CAPTURE" || !unit?.amount?.currency_code || !/^\d+\.\d\d$/.test(unit.amount.value ?? "")) return { status: 400, body: { name: "INVALID_REQUEST" } };
    const order: Order = { id: randomId(""), status: "PAYER_ACTION_REQUIRED", amount: { currency_code: unit.amount.currency_code, value: unit.amount.value ?? "" }, custom_id: unit.custom_id ?? "", reference_id: unit.reference_id ?? "default", returnUrl: body.payment_source?.paypal?.experience_context?.return_url ?? "" };
    this.orders.set(order.id, order);
    return { status: 200, body: this.representation(order) };
  }

  /** The payer approves (the approve page, or a test without a browser). */
  approve(id: string): Order | undefined {
    const order = this.orders.get(id);
    if (order?.status === "PAYER_ACTION_REQUIRED") order.status = "APPROVED";
    return order;
  }

  private approvePage(r: FakeRequest): FakeReply {
    const order = this.approve(r.query.get("token") ?? "");
    if (!order) return { status: 404, raw: { type: "text/html", text: "<!doctype html><title>PayPal</title><p>Unknown order</p>" } };
    const back = new URL(order.returnUrl);
    back.searchParams.set("token", order.id);
    back.searchParams.set("PayerID", "FAKEPAYER01");
    return { status: 302, location: back.toString() };
  }

  private capture(id: string): FakeReply {
    this.calls.push("capture");
    const order = this.orders.get(id);
    if (!order) return { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
    if (order.status === "COMPLETED") return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] } };
    if (order.status !== "APPROVED") return { status: 422, body: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] } };
    const amount = { currency_code: order.amount.currency_code, value: this.captureAmountOverride ?? order.amount.value };
    order.capture = { id: randomId("CAP"), status: "COMPLETED", amount, custom_id: order.custom_id };
    order.status = "COMPLETED";
    void this.queue(this.event("PAYMENT.CAPTURE.COMPLETED", { ...order.capture, supplementary_data: { related_ids: { order_id: order.id } } }));
    return { status: 201, body: this.representation(order) };
  }

  private show(id: string): FakeReply {
    const order = this.orders.get(id);
    return order ? { status: 200, body: this.representation(order) } : { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
  }

  /** A refund of an order's capture, as PayPal's PAYMENT.CAPTURE.REFUNDED delivery. */
  refund(id: string): Delivery {
    const capture = this.orders.get(id)?.capture;
    if (!capture) throw new Error("nothing captured");
    const delivery = this.event("PAYMENT.CAPTURE.REFUNDED", { id: randomId("REF"), status: "COMPLETED", amount: capture.amount, links: [{ href: `${this.url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" }] });
    this.deliveries.push(delivery);
    return delivery;
  }

  /** A delivery of `type` with a real signature from this fake. */
  event(type: string, resource: Record<string, unknown>, webhookId = this.webhookId): Delivery {
    const eventId = `WH-${randomId("", 20)}`;
    const body = JSON.stringify({ id: eventId, event_version: "1.0", create_time: new Date().toISOString(), resource_type: "capture", event_type: type, summary: type, resource });
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = this.sign(transmissionId, time, webhookId, body);
    return {
      eventId,
      type,
      body,
      headers: { "paypal-auth-algo": "SHA256withRSA", "paypal-cert-url": `${this.url}/v1/notifications/certs/CERT-FAKE`, "paypal-transmission-id": transmissionId, "paypal-transmission-sig": sig, "paypal-transmission-time": time },
    };
  }

  private sign(transmissionId: string, time: string, webhookId: string, body: string): string {
    const digest = createHash("sha256").update(body).digest("hex");
    return createHmac("sha256", this.signingKey).update(`${transmissionId}|${time}|${webhookId}|${digest}`).digest("base64");
  }

  private verify(r: FakeRequest): FakeReply {
    this.calls.push("verify");
    const b = r.json() as { auth_algo?: string; cert_url?: string; transmission_id?: string; transmission_sig?: string; transmission_time?: string; webhook_id?: string; webhook_event?: unknown };
    if (!b.transmission_id || !b.transmission_time || !b.webhook_id || !b.transmission_sig || b.webhook_event === undefined) return { status: 400, body: { name: "VALIDATION_ERROR" } };
    const ok = b.webhook_id === this.webhookId && this.sign(b.transmission_id, b.transmission_time, b.webhook_id, JSON.stringify(b.webhook_event)) === b.transmission_sig;
    return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  }
}
