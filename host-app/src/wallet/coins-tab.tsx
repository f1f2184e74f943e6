/** index=2: gold-coin packages (`GET /api/coin/list`) bought with a payment provider (`POST /api/coin/recharge`). */
import { errorText, type CoinPackageList } from "@chat/client";
import type { CoinPackage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useEnv } from "../app/env-context.js";

/** Minor units to a localized price ("$4.99"). */
export function formatPrice(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

export function CoinsTab() {
  const { t } = useLingui();
  const { wallet } = useEnv();
  const list = useStore(wallet.$coinPackages);
  useEffect(() => {
    void wallet.loadCoinPackages();
  }, [wallet]);

  if (list === null) return <p role="status">{t`Loading…`}</p>;
  if (list === "error") return <p role="alert">{t`The packages could not load.`}</p>;
  return <CoinPackages list={list} />;
}

function CoinPackages({ list }: { list: CoinPackageList }) {
  const { t, i18n } = useLingui();
  const { wallet, toasts } = useEnv();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");
  // The test provider completes at once (local development); real providers come first when present.
  const payMethod = list.payMethods.find((m) => m !== "test") ?? list.payMethods[0];

  const buy = async (pkg: CoinPackage) => {
    if (!payMethod) return;
    setBusy(pkg.id);
    setError("");
    try {
      const reply = await wallet.buyCoins(pkg.id, payMethod);
      if (reply.status === "pending" && reply.approveUrl) globalThis.location.assign(reply.approveUrl);
      else toasts.notify({ kind: "success", text: t`Recharge successful` });
    } catch (e) {
      setError(errorText(e) || t`The payment could not be completed.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="coins-title">
      <h2 id="coins-title">
        <Trans>Gold coins</Trans>
      </h2>
      {!payMethod ? (
        <p role="alert">
          <Trans>No payment method is available.</Trans>
        </p>
      ) : null}
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="wallet-page__packages">
        {list.packages.map((pkg) => {
          const coins = pkg.coins;
          const price = formatPrice(pkg.price, pkg.currency, i18n.locale);
          return (
            <li key={pkg.id} className="wallet-page__package">
              <span>
                <Trans>{coins} gold coins</Trans>
              </span>
              <span>{price}</span>
              <button type="button" className="button button--primary" disabled={!payMethod || busy !== null} onClick={() => void buy(pkg)} aria-label={t`Buy ${coins} gold coins for ${price}`}>
                {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
