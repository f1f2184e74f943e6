/**
 * The `test` provider: every order is paid the moment it is created, so coins can be bought on a
 * development machine. `paymentProviders` never offers it when NODE_ENV=production.
 */
import { randomBytes } from "node:crypto";
import type { Clock } from "../clock.js";
import { airwallexProvider } from "./airwallex.js";
import type { PaymentsConfig } from "./config.js";
import { payPalProvider } from "./paypal.js";
import type { PaymentProvider, PaymentProviders } from "./provider.js";

export const testProvider: PaymentProvider = {
  name: "test",
  createOrder: () => Promise.resolve({ providerRef: `test_${randomBytes(8).toString("hex")}`, status: "completed", approveUrl: null }),
  capture: () => Promise.resolve({ status: "completed" }),
  status: () => Promise.resolve({ status: "completed" }),
  // Nobody outside may complete a test order.
  verifyWebhook: () => Promise.resolve(null),
};

/** The providers of this configuration: each real one whose keys are set, and `test` outside production. */
export function paymentProviders(options: { production: boolean; payments: PaymentsConfig }, clock: Clock): PaymentProviders {
  const map = new Map<string, PaymentProvider>();
  if (options.payments.paypal) map.set("paypal", payPalProvider(options.payments.paypal));
  if (options.payments.airwallex) map.set("airwallex", airwallexProvider(options.payments.airwallex, () => clock.now()));
  if (!options.production) map.set(testProvider.name, testProvider);
  return map;
}
