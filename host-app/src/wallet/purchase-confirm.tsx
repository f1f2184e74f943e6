/**
 * "Confirm purchase" before any coins or money move: what is bought, its price, (for a coin package)
 * the payment method, and the gold coins after (or, paid from an allowance, what is left of it). Not
 * enough coins offers "Top up coins" instead of Confirm. "Cancel", Escape or the backdrop send nothing;
 * the focus starts on Cancel.
 */
import { coinsAfter, type PurchaseOffer } from "@chat/client";
import type { LedgerAsset } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../common/dialog.js";
import { amountText, goldCoinsText, itemText, priceText } from "./purchase-words.js";
import { useGoldCoins } from "./use-gold-coins.js";
import "./purchase-dialog.css";

export interface PurchaseConfirmProps {
  offer: PurchaseOffer;
  /** The payment method's name, for a payment with money. */
  method?: string;
  /**
   * Paid from another balance before coins (a membership's blurred-photo views reopen a burned moment):
   * the price and what is left after are then in its unit, and no coins are named.
   */
  allowance?: { asset: LedgerAsset; price: number; balance: number };
  onConfirm(): void;
  onCancel(): void;
}

export function PurchaseConfirm({ offer, method, allowance, onConfirm, onCancel }: PurchaseConfirmProps) {
  const { t, i18n } = useLingui();
  // Unknown until a balance has loaded: the balance after is then not named.
  const coins = useGoldCoins();
  const payment = !("coins" in offer.price);
  const after = allowance ? null : coinsAfter(offer, coins);
  const short = after !== null && after < 0;
  const have = coins === null ? "" : goldCoinsText(i18n, coins);
  const price = allowance ? amountText(i18n, allowance.asset, allowance.price) : priceText(i18n, offer.price);
  const left = allowance ? amountText(i18n, allowance.asset, allowance.balance - allowance.price) : after !== null && !short ? goldCoinsText(i18n, after) : null;
  return (
    <Dialog title={payment ? t`Confirm payment` : t`Confirm purchase`} onClose={onCancel} className="purchase-dialog">
      <dl className="purchase-dialog__facts">
        <div>
          <dt>
            <Trans>What</Trans>
          </dt>
          <dd>{itemText(i18n, offer.item)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>{price}</dd>
        </div>
        {method ? (
          <div>
            <dt>
              <Trans>Payment method</Trans>
            </dt>
            <dd>{method}</dd>
          </div>
        ) : null}
        {left !== null ? (
          <div>
            <dt>
              <Trans>Balance after</Trans>
            </dt>
            <dd>{left}</dd>
          </div>
        ) : null}
      </dl>
      {short ? (
        <p className="error-text" role="alert">
          <Trans>Not enough gold coins: you have {have}.</Trans>
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        {short ? (
          <a className="button button--primary" href="/account?index=2" onClick={onCancel}>
            <Trans>Top up coins</Trans>
          </a>
        ) : (
          <button type="button" className="button button--primary" onClick={onConfirm}>
            <Trans>Confirm</Trans>
          </button>
        )}
      </div>
    </Dialog>
  );
}
