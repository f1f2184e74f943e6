/**
 * PAYPAL_* and AIRWALLEX_* settings. A provider is configured only when all its keys are set; the API
 * bases default to the providers' sandboxes, so real money moves only after an operator points them
 * at the live hosts (docs/payments.md).
 */
import type { AirwallexConfig } from "./airwallex.js";
import type { PayPalConfig } from "./paypal.js";

export interface PaymentsConfig {
  paypal: PayPalConfig | null;
  airwallex: AirwallexConfig | null;
}

export const PAYPAL_SANDBOX = "https://api-m.sandbox.paypal.com";
export const AIRWALLEX_DEMO = "https://api-demo.airwallex.com";
/** Airwallex's browser SDK (hosted payment page with card, Google Pay and Apple Pay). */
export const AIRWALLEX_SDK = "https://static.airwallex.com/components/sdk/v1/index.js";

const PAYPAL_KEYS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const;
const AIRWALLEX_KEYS = ["AIRWALLEX_CLIENT_ID", "AIRWALLEX_API_KEY", "AIRWALLEX_WEBHOOK_SECRET"] as const;

function keys<K extends string>(env: Record<string, string | undefined>, names: readonly K[]): Record<K, string> | null {
  const values = names.map((n) => env[n]?.trim() ?? "");
  if (values.every((v) => v === "")) return null;
  const missing = names.filter((_, i) => values[i] === "");
  if (missing.length > 0) throw new Error(`${missing.join(", ")} must be set together with ${names.filter((n) => !missing.includes(n)).join(", ")}.`);
  return Object.fromEntries(names.map((n, i) => [n, values[i]])) as Record<K, string>;
}

function base(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}".`);
  return value.replace(/\/+$/, "");
}

export function loadPaymentsConfig(env: Record<string, string | undefined>): PaymentsConfig {
  const p = keys(env, PAYPAL_KEYS);
  const a = keys(env, AIRWALLEX_KEYS);
  return {
    paypal: p ? { clientId: p.PAYPAL_CLIENT_ID, clientSecret: p.PAYPAL_CLIENT_SECRET, webhookId: p.PAYPAL_WEBHOOK_ID, apiBase: base(env, "PAYPAL_API_BASE", PAYPAL_SANDBOX) } : null,
    airwallex: a ? { clientId: a.AIRWALLEX_CLIENT_ID, apiKey: a.AIRWALLEX_API_KEY, webhookSecret: a.AIRWALLEX_WEBHOOK_SECRET, apiBase: base(env, "AIRWALLEX_API_BASE", AIRWALLEX_DEMO), sdkUrl: base(env, "AIRWALLEX_SDK_URL", AIRWALLEX_SDK) } : null,
  };
}

/** The start-up line for a production server that cannot take money. */
export function paymentsWarning(config: { production: boolean; payments: PaymentsConfig }): string | null {
  if (!config.production || config.payments.paypal || config.payments.airwallex) return null;
  return "No payment provider is configured: coins cannot be bought. Set PAYPAL_* and/or AIRWALLEX_* (docs/payments.md).";
}

/** What the top-up page's content security policy adds: the origin of Airwallex's SDK, when offered. */
export function paymentScriptOrigins(payments: PaymentsConfig): string[] {
  return payments.airwallex ? [new URL(payments.airwallex.sdkUrl).origin] : [];
}
