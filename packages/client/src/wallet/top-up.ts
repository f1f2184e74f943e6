/**
 * Topping up gold coins with money, as the web app's coins tab does it: which methods the server
 * offers (`GET /api/pay/methods`), creating the order at the price the payer confirmed, sending the
 * payer to the provider's approval step, and finishing when they come back.
 * PayPal: `paypal-create-order` answers PayPal's approve link; PayPal sends the payer back to
 * `/account?index=2&payOrder=…&token=…` and we capture (`paypal-success-pay`). Card, Google Pay and
 * Apple Pay: `airwallex-create-order` answers the intent; Airwallex's components SDK (loaded only
 * here, from the URL the server names) takes the payer to its hosted payment page, which returns to
 * `/account?index=2&payOrder=…`; the webhook credits and we ask (`pay/capture`) until it has.
 * The approval step is the provider's own page, so the local fakes serve a stand-in of it in tests.
 * The payment test method needs none of this: `createPurchases` buys with it (purchases.ts).
 */
import type { AirwallexCreateOrderReply, CoinPackage, PayMethod, PayMethodsReply, PayPalCreateOrderReply, PayResultReply } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { paymentReceipt, type Receipt } from "./receipts.js";
import type { Wallet } from "./wallet.js";

/** The part of Airwallex's components SDK we use. */
export interface AirwallexSdk {
  init(options: { env: string; origin: string }): Promise<unknown>;
  payment: { redirectToCheckout(options: Record<string, unknown>): unknown };
}

/** What a payment needs of the page, given so tests and stories need no real navigation or script. */
export interface TopUpBrowser {
  /** The page's origin, where the provider sends the payer back. */
  origin(): string;
  /** Leaves for the provider's page. */
  go(url: string): void;
  /** Whether this browser can pay with Apple Pay (Safari's `ApplePaySession`). */
  canApplePay(): boolean;
  loadAirwallex(url: string): Promise<AirwallexSdk>;
}

export interface TopUp {
  /** What the server offers, null until it answered; a failed answer (an older server) offers none. */
  $methods: ReadableAtom<PayMethodsReply | null>;
  loadMethods(): Promise<void>;
  /** The methods this browser can use of those offered (Apple Pay only where Safari offers it). */
  usableMethods(reply: PayMethodsReply): PayMethod[];
  /**
   * Creates the order at the price the payer confirmed (`pkg.price`; a changed price is refused) and
   * leaves for the provider's approval step (the page navigates away).
   */
  start(method: PayMethod, pkg: CoinPackage): Promise<void>;
  /**
   * The payer is back: capture (PayPal) or ask until the webhook has credited (card), up to ~30 s.
   * The wallet takes the answer's balance; a completed payment that names its coins has a receipt.
   */
  finish(orderId: string, paypalToken: string | undefined): Promise<{ reply: PayResultReply; receipt: Receipt | null }>;
}

export interface TopUpOptions {
  api: ApiClient;
  wallet: Pick<Wallet, "apply">;
  browser?: Partial<TopUpBrowser>;
  /** The pause between two asks whether the webhook has credited. */
  wait?: (ms: number) => Promise<void>;
  /** A fresh key per order, so a retried request creates one order (server idempotency). */
  newRequestId?: () => string;
  now?: () => number;
}

const NONE: PayMethodsReply = { methods: [], airwallexEnv: null, airwallexSdkUrl: null };
const CAPTURE_ASKS = 15;
const CAPTURE_EVERY_MS = 2_000;

interface PayWindow {
  AirwallexComponentsSDK?: AirwallexSdk;
  ApplePaySession?: { canMakePayments(): boolean };
}
const payWindow = () => globalThis as unknown as PayWindow;

// One script per page, however many top-ups load it; a failed load may be tried again.
let sdk: Promise<AirwallexSdk> | undefined;
function loadAirwallexScript(url: string): Promise<AirwallexSdk> {
  sdk ??= new Promise<AirwallexSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => {
      const loaded = payWindow().AirwallexComponentsSDK;
      if (loaded) resolve(loaded);
      else reject(new Error("Airwallex SDK missing"));
    };
    script.onerror = () => {
      sdk = undefined;
      reject(new Error("Airwallex SDK did not load"));
    };
    document.head.append(script);
  });
  return sdk;
}

const pageBrowser: TopUpBrowser = {
  origin: () => location.origin,
  go: (url) => location.assign(url),
  canApplePay: () => Boolean(payWindow().ApplePaySession?.canMakePayments()),
  loadAirwallex: loadAirwallexScript,
};

const randomRequestId = () => globalThis.crypto.randomUUID().replace(/-/g, "");

export function createTopUp(options: TopUpOptions): TopUp {
  const { api, wallet } = options;
  const browser: TopUpBrowser = { ...pageBrowser, ...options.browser };
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const newRequestId = options.newRequestId ?? randomRequestId;
  const now = options.now ?? Date.now;
  const $methods = atom<PayMethodsReply | null>(null);
  const returnUrl = (orderId: string) => `${browser.origin()}/account?index=2&payOrder=${orderId}`;

  const capture = async (orderId: string, paypalToken: string | undefined): Promise<PayResultReply> => {
    if (paypalToken) return api.post<PayResultReply>("pay/paypal-success-pay", { orderId, token: paypalToken });
    let reply = await api.post<PayResultReply>("pay/capture", { orderId });
    for (let i = 0; i < CAPTURE_ASKS && (reply.status === "pending" || reply.status === "created"); i++) {
      await wait(CAPTURE_EVERY_MS);
      reply = await api.post<PayResultReply>("pay/capture", { orderId });
    }
    return reply;
  };

  return {
    $methods,
    async loadMethods() {
      $methods.set(await api.get<PayMethodsReply>("pay/methods").catch(() => NONE));
    },
    usableMethods(reply) {
      return reply.methods.filter((m) => m !== "applepay" || browser.canApplePay());
    },
    async start(method, pkg) {
      const body = { packageId: pkg.id, requestId: newRequestId(), expectedPrice: pkg.price };
      if (method === "paypal") {
        const order = await api.post<PayPalCreateOrderReply>("pay/paypal-create-order", body);
        if (!order.approveUrl) throw new Error("PayPal gave no approve link");
        browser.go(order.approveUrl);
        return;
      }
      const methods = $methods.get() ?? NONE;
      if (!methods.airwallexSdkUrl || !methods.airwallexEnv) throw new Error("Airwallex is not offered");
      const intent = await api.post<AirwallexCreateOrderReply>("pay/airwallex-create-order", body);
      const airwallex = await browser.loadAirwallex(methods.airwallexSdkUrl);
      await airwallex.init({ env: intent.env, origin: browser.origin() });
      airwallex.payment.redirectToCheckout({
        env: intent.env,
        intent_id: intent.intentId,
        client_secret: intent.clientSecret,
        currency: intent.currency,
        methods: [method],
        successUrl: returnUrl(intent.orderId),
      });
    },
    async finish(orderId, paypalToken) {
      const reply = await capture(orderId, paypalToken);
      wallet.apply(reply.balance);
      return { reply, receipt: paymentReceipt(reply, now()) };
    },
  };
}
