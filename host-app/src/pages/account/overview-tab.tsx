/** index=1: balances, VIP/SVIP purchase (`GET /api/vip/list`, `POST /api/vip/recharge`) and the bill records. */
import type { PackageRechargeReply, VipPackage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useEnv } from "../../app/env-context.js";
import { BillRecords } from "./bill-records.js";
import { errorTextOf, newRequestId, useLoad, type WalletState } from "./use-wallet.js";

export function OverviewTab({ wallet }: { wallet: WalletState }) {
  const { t, i18n } = useLingui();
  const { api, notices } = useEnv();
  const vips = useLoad<VipPackage[]>("vip/list");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [billsVersion, setBillsVersion] = useState(0);
  const b = wallet.balance;

  const buy = async (pkg: VipPackage) => {
    setBusy(pkg.id);
    setError("");
    try {
      const reply = await api.post<PackageRechargeReply>("vip/recharge", { packageId: pkg.id, requestId: newRequestId() });
      wallet.set(reply.balance);
      setBillsVersion((v) => v + 1);
      notices.notify({ kind: "success", text: t`Recharge successful` });
    } catch (e) {
      setError(errorTextOf(e) || t`The payment could not be completed.`);
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
          {level === 2 ? <Trans>SVIP until {until}</Trans> : level === 1 ? <Trans>VIP until {until}</Trans> : <Trans>No membership</Trans>}
        </p>
        {error ? (
          <p className="error-text" role="alert">
            {error} <a href="/account?index=2">{t`Top up coins`}</a>
          </p>
        ) : null}
        {vips === null ? <p role="status">{t`Loading…`}</p> : null}
        {vips === "error" ? <p role="alert">{t`The packages could not load.`}</p> : null}
        {Array.isArray(vips) ? (
          <ul className="account__packages">
            {vips.map((pkg) => {
              const { days, coins, characters } = pkg;
              const gifts = pkg.freeGiftsPerMonth ?? 0;
              const name = pkg.vipLevel === 2 ? "SVIP" : "VIP";
              return (
                <li key={pkg.id} className="account__package">
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
                  <span>
                    <Trans>{coins} gold coins</Trans>
                  </span>
                  <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void buy(pkg)} aria-label={t`Buy ${name} for ${days} days for ${coins} gold coins`}>
                    {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      <BillRecords key={billsVersion} />
    </>
  );
}
