/** index=3: translation packages (`GET /api/translate/list`), paid in gold coins (`POST /api/translate/recharge`). */
import type { PackageRechargeReply, TranslatePackage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useEnv } from "../../app/env-context.js";
import { errorTextOf, newRequestId, useLoad, type WalletState } from "./use-wallet.js";

export function TranslateTab({ wallet }: { wallet: WalletState }) {
  const { t } = useLingui();
  const { api, notices } = useEnv();
  const list = useLoad<TranslatePackage[]>("translate/list");
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState("");

  if (list === null) return <p role="status">{t`Loading…`}</p>;
  if (list === "error") return <p role="alert">{t`The packages could not load.`}</p>;

  const buy = async (pkg: TranslatePackage) => {
    setBusy(pkg.id);
    setError("");
    try {
      const reply = await api.post<PackageRechargeReply>("translate/recharge", { packageId: pkg.id, requestId: newRequestId() });
      wallet.set(reply.balance);
      notices.notify({ kind: "success", text: t`Recharge successful` });
    } catch (e) {
      setError(errorTextOf(e) || t`The payment could not be completed.`);
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
      <ul className="account__packages">
        {list.map((pkg) => {
          const characters = pkg.characters;
          const coins = pkg.coins;
          return (
            <li key={pkg.id} className="account__package">
              <span>
                <Trans>{characters} translation characters</Trans>
              </span>
              <span>
                <Trans>{coins} gold coins</Trans>
              </span>
              <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void buy(pkg)} aria-label={t`Buy ${characters} translation characters for ${coins} gold coins`}>
                {busy === pkg.id ? <Trans>Paying…</Trans> : <Trans>Buy</Trans>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
