/**
 * The wallet page (route /account): `?index=1` overview, membership and bill records, `?index=2`
 * gold coins, `?index=3` translation packs. The chat panel's "Top up coins" and "Buy translation
 * pack" land on 2 and 3. Everything on it reads and buys through the wallet store.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useEnv } from "../common/env-context.js";
import { numberText } from "../i18n/number-text.js";
import { CoinsTab } from "./coins-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { TranslationTab } from "./translation-tab.js";
import "./wallet.css";

/** The tab of `?index=`: 1, 2 or 3 (anything else is 1). */
export function walletIndex(search: Record<string, string> | undefined): 1 | 2 | 3 {
  const n = Number(search?.index);
  return n === 2 || n === 3 ? n : 1;
}

export function WalletPage() {
  const { t, i18n } = useLingui();
  const { router, wallet } = useEnv();
  const page = useStore(router);
  const index = walletIndex(page?.search);
  const b = useStore(wallet.$wallet);
  useEffect(() => {
    void wallet.refresh();
  }, [wallet]);
  const tabs = [
    { n: 1, label: t`Account` },
    { n: 2, label: t`Gold coins` },
    { n: 3, label: t`Translation packs` },
  ] as const;
  return (
    <div className="wallet-page">
      <h1>
        <Trans>Account</Trans>
      </h1>
      <dl className="wallet-page__balance" aria-live="polite">
        <div>
          <dt>
            <Trans>Gold coins</Trans>
          </dt>
          <dd>{b ? numberText(i18n.locale, b.goldCoin) : "—"}</dd>
        </div>
        <div>
          <dt>
            <Trans>Translation characters</Trans>
          </dt>
          <dd>{b ? numberText(i18n.locale, b.character + b.vipCharacter) : "—"}</dd>
        </div>
        <div>
          <dt>
            <Trans>Blurred-photo views</Trans>
          </dt>
          <dd>{b ? numberText(i18n.locale, b.blurUses ?? 0) : "—"}</dd>
        </div>
      </dl>
      <nav aria-label={t`Account sections`} className="wallet-page__tabs">
        {tabs.map((tab) => (
          <a key={tab.n} href={`/account?index=${tab.n}`} aria-current={tab.n === index ? "page" : undefined} className={tab.n === index ? "wallet-page__tab wallet-page__tab--current" : "wallet-page__tab"}>
            {tab.label}
          </a>
        ))}
      </nav>
      {index === 2 ? <CoinsTab /> : index === 3 ? <TranslationTab /> : <OverviewTab />}
    </div>
  );
}
