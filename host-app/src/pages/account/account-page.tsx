/**
 * The account page (route /account): `?index=1` overview, membership and bill records, `?index=2`
 * gold coins, `?index=3` translation packs. The chat panel's "Top up coins" and "Buy translation
 * pack" land on 2 and 3.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEnv } from "../../app/env-context.js";
import { CoinsTab } from "./coins-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { TranslateTab } from "./translate-tab.js";
import { useWallet } from "./use-wallet.js";
import "./account.css";

/** The tab of `?index=`: 1, 2 or 3 (anything else is 1). */
export function accountIndex(search: Record<string, string> | undefined): 1 | 2 | 3 {
  const n = Number(search?.index);
  return n === 2 || n === 3 ? n : 1;
}

export function AccountPage() {
  const { t } = useLingui();
  const { router } = useEnv();
  const page = useStore(router);
  const index = accountIndex(page?.search);
  const wallet = useWallet();
  const b = wallet.balance;
  const tabs = [
    { n: 1, label: t`Account` },
    { n: 2, label: t`Gold coins` },
    { n: 3, label: t`Translation packs` },
  ] as const;
  return (
    <div className="account">
      <h1>
        <Trans>Account</Trans>
      </h1>
      <dl className="account__balance" aria-live="polite">
        <div>
          <dt>
            <Trans>Gold coins</Trans>
          </dt>
          <dd>{b ? b.goldCoin : "—"}</dd>
        </div>
        <div>
          <dt>
            <Trans>Translation characters</Trans>
          </dt>
          <dd>{b ? b.character + b.vipCharacter : "—"}</dd>
        </div>
      </dl>
      <nav aria-label={t`Account sections`} className="account__tabs">
        {tabs.map((tab) => (
          <a key={tab.n} href={`/account?index=${tab.n}`} aria-current={tab.n === index ? "page" : undefined} className={tab.n === index ? "account__tab account__tab--current" : "account__tab"}>
            {tab.label}
          </a>
        ))}
      </nav>
      {index === 2 ? <CoinsTab wallet={wallet} /> : index === 3 ? <TranslateTab wallet={wallet} /> : <OverviewTab wallet={wallet} />}
    </div>
  );
}
