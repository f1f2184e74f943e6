/**
 * index=1: balances, VIP/SVIP purchase (`GET /api/vip/list`, `POST /api/vip/recharge`, confirmed
 * first) and the bill records.
 */
import { errorText, vipOffer } from "@chat/client";
import type { VipPackage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { numberText } from "../i18n/number-text.js";
import { PrivilegeTable } from "../common/privilege-table.js";
import type { ThirtyDayPackages } from "../common/privilege-table.js";
import { BillRecords } from "./bill-records.js";
import { GiftRecords } from "./gift-records.js";
import { PurchaseConfirm } from "./purchase-confirm.js";
import { buyLabel, goldCoinsText, itemText } from "./purchase-words.js";
import { announcePurchase } from "./receipt-toast.js";
import { usePurchases } from "./use-purchases.js";

export function OverviewTab() {
  const { t, i18n } = useLingui();
  const { wallet, toasts } = useEnv();
  const purchases = usePurchases();
  const vips = useStore(wallet.$vipPackages);
  const b = useStore(wallet.$wallet);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<VipPackage | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    void wallet.loadVipPackages();
  }, [wallet]);

  const buy = async (pkg: VipPackage) => {
    setAsking(null);
    setBusy(pkg.id);
    setError("");
    try {
      // The store reloads the bill records after a purchase.
      announcePurchase({ toasts, wallet }, i18n, await purchases.buyVip(pkg));
    } catch (e) {
      setError(errorText(e) || t`The payment could not be completed.`);
    } finally {
      setBusy(null);
    }
  };

  const level = b?.vipLevel ?? 0;
  const until = b?.vipExpiresAt ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium" }).format(b.vipExpiresAt) : "";
  return (
    <>
      <section aria-labelledby="membership-title">
        <h2 id="membership-title">
          <Trans>Membership</Trans>
        </h2>
        <p>
          {level === 0 ? (
            <Trans>No membership</Trans>
          ) : !until ? (
            // A membership without an end (given by an operator) has no date to name.
            (level === 2 ? "SVIP" : "VIP")
          ) : level === 2 ? (
            <Trans>SVIP until {until}</Trans>
          ) : (
            <Trans>VIP until {until}</Trans>
          )}
        </p>
        {error ? (
          <p className="error-text" role="alert">
            {error} <a href="/account?index=2">{t`Top up coins`}</a>
          </p>
        ) : null}
        <PrivilegeTable packages={Array.isArray(vips) ? thirtyDays(vips) : undefined} />
        {vips === null ? <p role="status">{t`Loading…`}</p> : null}
        {vips === "error" ? <p role="alert">{t`The packages could not load.`}</p> : null}
        {Array.isArray(vips) ? (
          <ul className="wallet-page__packages">
            {vips.map((pkg) => {
              const days = numberText(i18n.locale, pkg.days);
              const coins = goldCoinsText(i18n, pkg.coins);
              const membership = itemText(i18n, { kind: "vip", vipLevel: pkg.vipLevel === 2 ? 2 : 1, days: pkg.days });
              const characters = numberText(i18n.locale, pkg.characters);
              const gifts = numberText(i18n.locale, pkg.freeGiftsPerMonth ?? 0);
              const name = pkg.vipLevel === 2 ? "SVIP" : "VIP";
              return (
                <li key={pkg.id} className="wallet-page__package">
                  <span>
                    <Trans>
                      {name}, {days} days
                    </Trans>
                  </span>
                  <span className="muted">
                    {pkg.freeGiftsPerMonth === null ? (
                      <Trans>{characters} translation characters, unlimited free gifts</Trans>
                    ) : (
                      <Trans>
                        {characters} translation characters, {gifts} free gifts a month
                      </Trans>
                    )}
                  </span>
                  <span>{coins}</span>
                  <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => setAsking(pkg)} aria-label={buyLabel(i18n, membership, coins)}>
                    {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {asking ? <PurchaseConfirm offer={vipOffer(asking)} onConfirm={() => void buy(asking)} onCancel={() => setAsking(null)} /> : null}
      </section>
      <BillRecords />
      <GiftRecords />
    </>
  );
}

/** What the 30-day VIP and SVIP packages include, when both are offered. */
function thirtyDays(vips: readonly VipPackage[]): ThirtyDayPackages | undefined {
  const vip = vips.find((p) => p.vipLevel === 1 && p.days === 30);
  const svip = vips.find((p) => p.vipLevel === 2 && p.days === 30);
  return vip && svip ? { characters: { vip: vip.characters, svip: svip.characters }, blurUses: { vip: vip.blurUses, svip: svip.blurUses } } : undefined;
}
