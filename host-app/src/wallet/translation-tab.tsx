/** index=3: translation packages (`GET /api/translate/list`), paid in gold coins (`POST /api/translate/recharge`) once confirmed. */
import { errorText, translationOffer } from "@chat/client";
import type { TranslatePackage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { PurchaseConfirm } from "./purchase-confirm.js";
import { amountText, buyLabel, goldCoinsText } from "./purchase-words.js";
import { announcePurchase } from "./receipt-toast.js";
import { usePurchases } from "./use-purchases.js";

export function TranslationTab() {
  const { t, i18n } = useLingui();
  const { wallet, toasts } = useEnv();
  const purchases = usePurchases();
  const list = useStore(wallet.$translationPackages);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<TranslatePackage | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    void wallet.loadTranslationPackages();
  }, [wallet]);

  if (list === null) return <p role="status">{t`Loading…`}</p>;
  if (list === "error") return <p role="alert">{t`The packages could not load.`}</p>;

  const buy = async (pkg: TranslatePackage) => {
    setAsking(null);
    setBusy(pkg.id);
    setError("");
    try {
      announcePurchase({ toasts, wallet }, i18n, await purchases.buyTranslation(pkg));
    } catch (e) {
      setError(errorText(e) || t`The payment could not be completed.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="translate-title">
      <h2 id="translate-title">
        <Trans>Translation packs</Trans>
      </h2>
      {error ? (
        <p className="error-text" role="alert">
          {error} <a href="/account?index=2">{t`Top up coins`}</a>
        </p>
      ) : null}
      <ul className="wallet-page__packages">
        {list.map((pkg) => {
          const characters = amountText(i18n, "translate_chars", pkg.characters);
          const coins = goldCoinsText(i18n, pkg.coins);
          return (
            <li key={pkg.id} className="wallet-page__package">
              <span>{characters}</span>
              <span>{coins}</span>
              <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => setAsking(pkg)} aria-label={buyLabel(i18n, characters, coins)}>
                {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
              </button>
            </li>
          );
        })}
      </ul>
      {asking ? <PurchaseConfirm offer={translationOffer(asking)} onConfirm={() => void buy(asking)} onCancel={() => setAsking(null)} /> : null}
    </section>
  );
}
