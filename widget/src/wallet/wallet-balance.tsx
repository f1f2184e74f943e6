/**
 * The user's gold coins and translation characters, kept live by the wallet store (loaded at start,
 * then every `wallet` event: a charge, a top-up on any device, an operator change), in the reader's
 * way of writing numbers ("7,000", "7.000").
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../common/panel-context.js";

export function WalletBalance() {
  const { i18n } = useLingui();
  const balance = useStore(usePanel().chat.wallet.$wallet);
  if (!balance) return null;
  return (
    <dl className="wallet-balance">
      <div className="wallet-balance__item">
        <dt>
          <Trans>Gold coins</Trans>
        </dt>
        <dd className="wallet-balance__coins">{i18n.number(balance.goldCoin)}</dd>
      </div>
      <div className="wallet-balance__item">
        <dt>
          <Trans>Translation characters</Trans>
        </dt>
        <dd className="wallet-balance__characters">{i18n.number(balance.character + balance.vipCharacter)}</dd>
      </div>
    </dl>
  );
}
