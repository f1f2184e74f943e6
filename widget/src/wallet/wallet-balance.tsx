/**
 * The user's gold coins and translation characters, kept live by the wallet store (loaded at start,
 * then every `wallet` event: a charge, a top-up on any device, an operator change).
 */
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../common/panel-context.js";

export function WalletBalance() {
  const balance = useStore(usePanel().chat.wallet.$wallet);
  if (!balance) return null;
  return (
    <dl className="wallet-balance">
      <div className="wallet-balance__item">
        <dt>
          <Trans>Gold coins</Trans>
        </dt>
        <dd className="wallet-balance__coins">{balance.goldCoin}</dd>
      </div>
      <div className="wallet-balance__item">
        <dt>
          <Trans>Translation characters</Trans>
        </dt>
        <dd className="wallet-balance__characters">{balance.character + balance.vipCharacter}</dd>
      </div>
    </dl>
  );
}
