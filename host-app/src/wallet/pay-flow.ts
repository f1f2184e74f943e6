/**
 * The browser's side of a payment, no React: which methods the server offers, creating the order,
 * sending the payer to the provider's approval step, and finishing when they come back.
 * PayPal: `paypal-create-order` answers PayPal's approve link; PayPal sends the payer back to
 * `/account?index=2&payOrder=…&token=…` and we capture (`paypal-success-pay`). Card, Google Pay and
 * Apple Pay: `airwallex-create-order` answers the intent; Airwallex's components SDK (loaded only
 * here, from the URL the server names) takes the payer to its hosted payment page, which returns to
 * `/account?index=2&payOrder=…`; the webhook credits and we ask (`pay/capture`) until it has.
 * The approval step is the provider's own page, so the local fakes serve a stand-in of it in tests.
 */
import type { ApiClient } from "@chat/client";
import type { AirwallexCreateOrderReply, CoinPackage, PayMethod, PayMethodsReply, PayPalCreateOrderReply, PayResultReply } from "@chat/protocol";

interface AirwallexSdk {
  init(options: { env: string; origin: string }): Promise<unknown>;
  payment: { redirectToCheckout(options: Record<string, unknown>): unknown };
}

declare global {
  interface Window {
    AirwallexComponentsSDK?: AirwallexSdk;
    ApplePaySession?: { canMakePayments(): boolean };
  }
}

/** The methods this browser can use of those the server offers (Apple Pay only where Safari offers it). */
export function usableMethods(reply: PayMethodsReply, win: Window = window): PayMethod[] {
  return reply.methods.filter((m) => m !== "applepay" || Boolean(win.ApplePaySession?.canMakePayments()));
}

let sdk: Promise<AirwallexSdk> | undefined;
function loadAirwallex(url: string): Promise<AirwallexSdk> {
  sdk ??= new Promise<AirwallexSdk>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => (window.AirwallexComponentsSDK ? resolve(window.AirwallexComponentsSDK) : reject(new Error("Airwallex SDK missing")));
    script.onerror = () => {
      sdk = undefined;
      reject(new Error("Airwallex SDK did not load"));
    };
    document.head.append(script);
  });
  return sdk;
}

const requestId = () => globalThis.crypto.randomUUID().replace(/-/g, "");
const returnUrl = (orderId: string) => `${location.origin}/account?index=2&payOrder=${orderId}`;

/**
 * Creates the order at the price the payer confirmed (`pkg.price`; a changed price is refused) and
 * leaves for the provider's approval step (the page navigates away).
 */
export async function startPayment(api: ApiClient, methods: PayMethodsReply, method: PayMethod, pkg: CoinPackage, go: (url: string) => void = (url) => location.assign(url)): Promise<void> {
  const body = { packageId: pkg.id, requestId: requestId(), expectedPrice: pkg.price };
  if (method === "paypal") {
    const order = await api.post<PayPalCreateOrderReply>("pay/paypal-create-order", body);
    if (!order.approveUrl) throw new Error("PayPal gave no approve link");
    go(order.approveUrl);
    return;
  }
  if (!methods.airwallexSdkUrl || !methods.airwallexEnv) throw new Error("Airwallex is not offered");
  const intent = await api.post<AirwallexCreateOrderReply>("pay/airwallex-create-order", body);
  const airwallex = await loadAirwallex(methods.airwallexSdkUrl);
  await airwallex.init({ env: intent.env, origin: location.origin });
  airwallex.payment.redirectToCheckout({
    env: intent.env,
    intent_id: intent.intentId,
    client_secret: intent.clientSecret,
    currency: intent.currency,
    methods: [method],
    successUrl: returnUrl(intent.orderId),
  });
}

/** The payer is back: capture (PayPal) or ask until the webhook has credited (card), up to ~30 s. */
export async function finishPayment(api: ApiClient, orderId: string, paypalToken: string | undefined, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): Promise<PayResultReply> {
  if (paypalToken) return api.post<PayResultReply>("pay/paypal-success-pay", { orderId, token: paypalToken });
  let reply = await api.post<PayResultReply>("pay/capture", { orderId });
  for (let i = 0; i < 15 && (reply.status === "pending" || reply.status === "created"); i++) {
    await wait(2_000);
    reply = await api.post<PayResultReply>("pay/capture", { orderId });
  }
  return reply;
}
