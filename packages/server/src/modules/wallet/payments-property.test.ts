/**
 * Property: whatever interleaving of browser captures (also two at once), provider-side captures our
 * server never heard of (a crash), webhooks (duplicated, reordered, concurrent), reconciliation runs and
 * forged / stale / wrong-amount deliveries, each payment credits its coins exactly once, and nothing
 * is credited for a payment that was not made.
 */
import type { AirwallexCreateOrderReply, PayPalCreateOrderReply } from "@chat/protocol";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../db/test-helpers.js";
import type { Delivery } from "../../testing/fake-http.js";
import { deliver, paymentsRig } from "./payments-fixtures.js";
import type { PaymentsRig } from "./payments-fixtures.js";
import { addUser } from "../../testing/social.js";
import { balanceOf } from "../../testing/wallet.js";
import { reconcilePayments } from "./settle.js";

const quiet = { warn: () => undefined, info: () => undefined };
const PACKAGES = [
  { id: "coins-10", coins: 10 },
  { id: "coins-30", coins: 30 },
];

type Step =
  | { kind: "browser"; p: number }
  | { kind: "crash"; p: number }
  | { kind: "pay"; p: number }
  | { kind: "webhook"; p: number; k: number }
  | { kind: "reconcile" }
  | { kind: "forged"; p: number }
  | { kind: "stale"; p: number }
  | { kind: "cheap"; p: number };

const stepArb = (n: number): fc.Arbitrary<Step> => {
  const p = fc.integer({ min: 0, max: n - 1 });
  return fc.oneof(
    fc.record({ kind: fc.constant("browser" as const), p }),
    fc.record({ kind: fc.constant("crash" as const), p }),
    fc.record({ kind: fc.constant("pay" as const), p }),
    fc.record({ kind: fc.constant("webhook" as const), p, k: fc.nat(3) }),
    fc.constant({ kind: "reconcile" as const }),
    fc.record({ kind: fc.constant("forged" as const), p }),
    fc.record({ kind: fc.constant("stale" as const), p }),
    fc.record({ kind: fc.constant("cheap" as const), p }),
  );
};

interface Payment {
  provider: "paypal" | "airwallex";
  orderId: string;
  ref: string;
  coins: number;
  /** The payer's money moved at the provider. */
  paid: boolean;
}

describe.each(testDatabases)("exactly one credit per payment on %s", (dialect) => {
  let rig: PaymentsRig;
  beforeAll(async () => {
    rig = await paymentsRig(dialect);
  });
  afterAll(() => rig.close());

  const hooksOf = (x: Payment): Delivery[] => (x.provider === "paypal" ? rig.paypal : rig.airwallex).deliveries.filter((d) => d.body.includes(x.ref));

  it("credits each paid payment once and unpaid ones never", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ provider: fc.constantFrom("paypal" as const, "airwallex" as const), pkg: fc.nat(1) }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.array(stepArb(3), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        async (specs, batches) => {
          const u = await addUser(rig.t, "Prop");
          const payments: Payment[] = [];
          for (const s of specs) {
            const pkg = PACKAGES[s.pkg]!;
            if (s.provider === "paypal") {
              const o = (await rig.t.post<PayPalCreateOrderReply>("/api/pay/paypal-create-order", { packageId: pkg.id }, { token: u.token })).body.data;
              rig.paypal.approve(o.paypalOrderId);
              payments.push({ provider: "paypal", orderId: o.orderId, ref: o.paypalOrderId, coins: pkg.coins, paid: false });
            } else {
              const o = (await rig.t.post<AirwallexCreateOrderReply>("/api/pay/airwallex-create-order", { packageId: pkg.id }, { token: u.token })).body.data;
              payments.push({ provider: "airwallex", orderId: o.orderId, ref: o.intentId, coins: pkg.coins, paid: false });
            }
          }
          const paidCoins = () => payments.filter((x) => x.paid).reduce((sum, x) => sum + x.coins, 0);
          const run = async (step: Step): Promise<void> => {
            if (step.kind === "reconcile") {
              rig.t.clock.advance(61_000);
              await reconcilePayments(rig.deps, quiet);
              return;
            }
            const x = payments[step.p % payments.length]!;
            if (step.kind === "browser") {
              const r = await rig.t.post(x.provider === "paypal" ? "/api/pay/paypal-success-pay" : "/api/pay/capture", { orderId: x.orderId }, { token: u.token });
              if (x.provider === "paypal" && r.status === 200) x.paid = true;
            } else if (step.kind === "crash" || step.kind === "pay") {
              // Money moves at the provider; our server is not told (it died, or the browser left).
              if (x.provider === "paypal") {
                if ((await rig.deps.payments.get("paypal")!.capture(x.ref, x.orderId)).status === "completed") x.paid = true;
              } else if (!x.paid) {
                rig.airwallex.succeed(x.ref);
                x.paid = true;
              }
            } else if (step.kind === "webhook") {
              const hooks = hooksOf(x);
              const hook = hooks[step.k % Math.max(1, hooks.length)];
              // A retry of the provider's delivery (Airwallex signs each attempt at its own time).
              if (hook) expect(await deliver(rig.t, x.provider, x.provider === "airwallex" ? rig.airwallex.resign(hook) : hook)).toBe(200);
            } else if (step.kind === "forged") {
              const hook = x.provider === "paypal" ? rig.paypal.event("PAYMENT.CAPTURE.COMPLETED", { id: "CAPF", status: "COMPLETED", amount: { currency_code: "USD", value: "999.99" }, custom_id: x.orderId, supplementary_data: { related_ids: { order_id: x.ref } } }) : rig.airwallex.event("payment_intent.succeeded", { id: x.ref, merchant_order_id: x.orderId, amount: x.coins, currency: "USD", status: "SUCCEEDED" }, rig.t.clock.now(), "forged");
              expect(await deliver(rig.t, x.provider, hook, x.provider === "paypal" ? hook.body.replace("999.99", `${x.coins}.00`) : hook.body)).toBe(403);
            } else if (step.kind === "stale") {
              const hook = rig.airwallex.event("payment_intent.succeeded", { id: x.ref, merchant_order_id: x.orderId, amount: x.coins, currency: "USD", status: "SUCCEEDED" }, rig.t.clock.now() - 6 * 60_000);
              if (x.provider === "airwallex") expect(await deliver(rig.t, "airwallex", hook)).toBe(403);
            } else {
              const hook = x.provider === "paypal" ? rig.paypal.event("PAYMENT.CAPTURE.COMPLETED", { id: "CAPC", status: "COMPLETED", amount: { currency_code: "USD", value: "0.01" }, custom_id: x.orderId, supplementary_data: { related_ids: { order_id: x.ref } } }) : rig.airwallex.event("payment_intent.succeeded", { id: x.ref, merchant_order_id: x.orderId, amount: 0.01, currency: "USD", status: "SUCCEEDED" });
              expect(await deliver(rig.t, x.provider, hook)).toBe(400);
            }
          };
          for (const batch of batches) {
            await Promise.all(batch.map(run));
            // Never more than what was paid, at any moment.
            expect((await balanceOf(rig.t, u.id)).coins).toBeLessThanOrEqual(paidCoins());
          }
          // Every genuine delivery arrives late, twice, in reverse order; then a reconciliation.
          for (const x of payments) for (const hook of hooksOf(x).reverse()) for (let i = 0; i < 2; i++) expect(await deliver(rig.t, x.provider, x.provider === "airwallex" ? rig.airwallex.resign(hook) : hook)).toBe(200);
          // The first genuine deliveries, replayed as they were after more than five minutes, are refused.
          for (const x of payments.filter((p) => p.provider === "airwallex")) {
            const first = hooksOf(x)[0];
            if (first && rig.t.clock.now() - Number(first.headers["x-timestamp"]) > 5 * 60_000) expect(await deliver(rig.t, "airwallex", first)).toBe(403);
          }
          rig.t.clock.advance(61_000);
          await reconcilePayments(rig.deps, quiet);
          expect((await balanceOf(rig.t, u.id)).coins).toBe(paidCoins());
          const entries = await rig.t.database.db.selectFrom("ledger_entries").select("reference").where("user_id", "=", u.id).where("reason", "=", "recharge").execute();
          expect(entries.map((e) => e.reference).sort()).toEqual(payments.filter((x) => x.paid).map((x) => x.orderId).sort());
        },
      ),
      { numRuns: dialect === "postgres" ? 15 : 30 },
    );
  });
});
