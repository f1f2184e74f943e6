/**
 * The receipt of a purchase or a bill record: what, when, the price (or the change, when the record
 * has no price), the balance after and the payment, order or record number.
 */
import type { Receipt } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { Dialog } from "../common/dialog.js";
import { amountText, changeText, itemText, priceText } from "./purchase-words.js";
import "./purchase-dialog.css";

export function ReceiptDialog({ receipt, onClose }: { receipt: Receipt; onClose(): void }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(receipt.time);
  const ref = receipt.reference;
  const refLabel = !ref ? "" : ref.kind === "payment" ? t`Payment ID` : ref.kind === "order" ? t`Order number` : t`Record number`;
  return (
    <Dialog title={t`Receipt`} onClose={onClose} className="purchase-dialog">
      <dl className="purchase-dialog__facts">
        <div>
          <dt>
            <Trans>What</Trans>
          </dt>
          <dd>{itemText(i18n, receipt.item)}</dd>
        </div>
        <div>
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            <time dateTime={new Date(receipt.time).toISOString()}>{when}</time>
          </dd>
        </div>
        {receipt.price ? (
          <div>
            <dt>
              <Trans>Price</Trans>
            </dt>
            <dd>{priceText(i18n, receipt.price)}</dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Change</Trans>
            </dt>
            <dd>{changeText(i18n, receipt.asset, receipt.change)}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Balance after</Trans>
          </dt>
          <dd>{amountText(i18n, receipt.asset, receipt.balanceAfter)}</dd>
        </div>
        {ref ? (
          <div>
            <dt>{refLabel}</dt>
            <dd>{ref.id}</dd>
          </div>
        ) : null}
      </dl>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
}
