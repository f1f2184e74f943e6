/**
 * index=2, top up: the method chooser (PayPal, card, Google Pay, Apple Pay where available — what
 * `GET /api/pay/methods` offers), the coin packages at the server's prices, confirmed before paying,
 * the help, progress while paying and the result (a toast with the receipt) when the payment completes
 * here or the payer comes back from the provider (`?payOrder=`).
 */
import { coinOffer, createTopUp, errorText, type CoinPackageList, type TopUp as TopUpStore } from "@chat/client";
import type { CoinPackage, PayMethod, PayMethodsReply } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { PurchaseConfirm } from "./purchase-confirm.js";
import { buyLabel, formatPrice, goldCoinsText } from "./purchase-words.js";
import { announcePurchase } from "./receipt-toast.js";
import { usePurchases } from "./use-purchases.js";
import { TopUpFaq } from "./top-up-faq.js";
import { TopUpStatus, type TopUpState } from "./top-up-status.js";

export function CoinsTab() {
  const { t, i18n } = useLingui();
  const { wallet, api, router, toasts } = useEnv();
  const topUp = useMemo(() => createTopUp({ api, wallet }), [api, wallet]);
  const list = useStore(wallet.$coinPackages);
  const methods = useStore(topUp.$methods);
  const page = useStore(router);
  const [state, setState] = useState<TopUpState>({ kind: "idle" });
  const finished = useRef("");
  useEffect(() => {
    void wallet.loadCoinPackages();
    void topUp.loadMethods();
  }, [wallet, topUp]);

  // Back from the provider: finish this order once.
  const orderId = page?.search.payOrder;
  const cancelled = page?.search.cancelled === "1";
  const token = page?.search.token;
  useEffect(() => {
    if (!orderId || finished.current === orderId) return;
    finished.current = orderId;
    if (cancelled) return setState({ kind: "cancelled" });
    setState({ kind: "confirming" });
    topUp.finish(orderId, token).then(
      ({ reply, receipt }) => {
        if (receipt) announcePurchase({ toasts, wallet }, i18n, receipt);
        setState(reply.status === "completed" ? (receipt ? { kind: "idle" } : { kind: "done" }) : { kind: "failed", reason: t`The payment is not confirmed yet. Your coins will arrive as soon as it is; nothing is charged twice.` });
      },
      (e: unknown) => setState({ kind: "failed", reason: errorText(e) || t`The payment could not be completed.` }),
    );
  }, [orderId, cancelled, token, topUp, wallet, toasts, t, i18n]);

  if (list === null || methods === null) return <p role="status">{t`Loading…`}</p>;
  if (list === "error") return <p role="alert">{t`The packages could not load.`}</p>;
  return <TopUp topUp={topUp} list={list} methods={methods} state={state} setState={setState} />;
}

function TopUp({ topUp, list, methods, state, setState }: { topUp: TopUpStore; list: CoinPackageList; methods: PayMethodsReply; state: TopUpState; setState: (s: TopUpState) => void }) {
  const { t, i18n } = useLingui();
  const { wallet, toasts } = useEnv();
  const purchases = usePurchases();
  const offered = topUp.usableMethods(methods);
  // Without /api/pay/methods (an older server) the coin list still names the test provider.
  const choices: PayMethod[] = offered.length > 0 ? offered : list.payMethods.includes("test") ? ["test"] : [];
  const [method, setMethod] = useState<PayMethod | undefined>(choices[0]);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<CoinPackage | null>(null);
  const labels: Record<PayMethod, string> = { paypal: t`PayPal`, card: t`Card`, googlepay: t`Google Pay`, applepay: t`Apple Pay`, test: t`Test payment` };

  const buy = async (pkg: CoinPackage) => {
    setAsking(null);
    if (!method) return;
    setBusy(pkg.id);
    setState({ kind: method === "test" ? "confirming" : "redirecting" });
    try {
      if (method === "test") {
        const { receipt } = await purchases.buyCoins(pkg, "test");
        if (receipt) announcePurchase({ toasts, wallet }, i18n, receipt);
        setState(receipt ? { kind: "idle" } : { kind: "failed", reason: t`The payment could not be completed.` });
      } else {
        await topUp.start(method, pkg);
      }
    } catch (e) {
      setState({ kind: "failed", reason: errorText(e) || t`The payment could not be completed.` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="coins-title" className="top-up">
      <h2 id="coins-title">
        <Trans>Gold coins</Trans>
      </h2>
      {choices.length === 0 ? (
        <p role="alert">
          <Trans>No payment method is available.</Trans>
        </p>
      ) : (
        <fieldset className="top-up__methods">
          <legend>
            <Trans>Payment method</Trans>
          </legend>
          {choices.map((m) => (
            <label key={m} className="top-up__method">
              <input type="radio" name="pay-method" value={m} checked={method === m} onChange={() => setMethod(m)} />
              {labels[m]}
            </label>
          ))}
        </fieldset>
      )}
      <TopUpStatus state={state} />
      <ul className="wallet-page__packages">
        {list.packages.map((pkg) => {
          const coins = goldCoinsText(i18n, pkg.coins);
          const price = formatPrice(pkg.price, pkg.currency, i18n.locale);
          return (
            <li key={pkg.id} className="wallet-page__package">
              <span>{coins}</span>
              <span>{price}</span>
              <button type="button" className="button button--primary" disabled={!method || busy !== null} onClick={() => setAsking(pkg)} aria-label={buyLabel(i18n, coins, price)}>
                {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
              </button>
            </li>
          );
        })}
      </ul>
      {asking ? <PurchaseConfirm offer={coinOffer(asking)} {...(method ? { method: labels[method] } : {})} onConfirm={() => void buy(asking)} onCancel={() => setAsking(null)} /> : null}
      <TopUpFaq />
    </section>
  );
}
