/**
 * The `test` provider: every order is paid the moment it is created, so coins can be bought on a
 * development machine. `paymentProviders` never offers it when NODE_ENV=production.
 */
import { randomBytes } from "node:crypto";
import type { PaymentProvider, PaymentProviders } from "./provider.js";

export const testProvider: PaymentProvider = {
  name: "test",
  createOrder: () => Promise.resolve({ providerRef: `test_${randomBytes(8).toString("hex")}`, status: "completed", approveUrl: null }),
  capture: () => Promise.resolve("completed"),
  // Nobody outside may complete a test order.
  verifyWebhook: () => Promise.resolve(null),
};

/** The providers of this configuration. Real adapters are added here once their keys are configured. */
export function paymentProviders(options: { production: boolean }): PaymentProviders {
  const map = new Map<string, PaymentProvider>();
  if (!options.production) map.set(testProvider.name, testProvider);
  return map;
}
