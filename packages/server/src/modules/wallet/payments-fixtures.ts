/** Test helpers for payments: a test app wired to local PayPal and Airwallex fakes, webhook delivery. */
import type { Dialect } from "../../db/database.js";
import type { PaymentsConfig } from "../../payments/config.js";
import { paymentProviders } from "../../payments/test-provider.js";
import { ManualClock } from "../../clock.js";
import type { PayDeps } from "./settle.js";
import { InProcessBus } from "../../realtime/bus.js";
import type { Delivery } from "../../testing/fake-http.js";
import { FakeAirwallex } from "../../testing/fake-airwallex.js";
import { FakePayPal } from "../../testing/fake-paypal.js";
import { createTestApp } from "../../testing/test-app.js";
import type { TestApp } from "../../testing/test-app.js";

export interface PaymentsRig {
  t: TestApp;
  paypal: FakePayPal;
  airwallex: FakeAirwallex;
  /** What reconcilePayments needs: the app's database, clock and providers. */
  deps: PayDeps;
  close(): Promise<void>;
}

export function fakePaymentsConfig(paypal: FakePayPal, airwallex: FakeAirwallex): PaymentsConfig {
  return {
    paypal: { clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId, apiBase: paypal.url },
    airwallex: { clientId: airwallex.clientId, apiKey: airwallex.apiKey, webhookSecret: airwallex.webhookSecret, apiBase: airwallex.url, sdkUrl: `${airwallex.url}/components/sdk/v1/index.js` },
  };
}

/** A test app whose PayPal and Airwallex are local fakes (production off, so `test` is offered too). */
export async function paymentsRig(dialect: Dialect): Promise<PaymentsRig> {
  const paypal = await new FakePayPal().start();
  const airwallex = await new FakeAirwallex().start();
  const clock = new ManualClock();
  airwallex.now = () => clock.now();
  const payments = fakePaymentsConfig(paypal, airwallex);
  const providers = paymentProviders({ production: false, payments }, clock);
  const t = await createTestApp(dialect, { clock, config: { payments }, payments: providers });
  return {
    t,
    deps: { database: t.database, clock, bus: new InProcessBus(), payments: providers },
    paypal,
    airwallex,
    async close() {
      await t.close();
      await paypal.close();
      await airwallex.close();
    },
  };
}

/** Delivers a webhook to the app as the provider would (exact bytes); answers the HTTP status. */
export async function deliver(t: TestApp, provider: "paypal" | "airwallex", delivery: Delivery, body = delivery.body): Promise<number> {
  const response = await t.app.inject({ method: "POST", url: `/api/pay/webhook/${provider}`, headers: { "content-type": "application/json", ...delivery.headers }, payload: body });
  return response.statusCode;
}
