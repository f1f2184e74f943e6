/**
 * Asks before gold coins are spent (the three-coin burn-after-read prompt, a paid gift): the price and
 * the gold coins left after. With too few coins, "Top up coins" takes the confirm button's place.
 * Cancel, Escape and the backdrop spend nothing; the focus starts on Cancel. Loaded with the first
 * dialog that needs it.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Modal } from "../modals/modal.js";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import coinsConfirm from "./coins-confirm.css?inline";

adoptOnDemandStyles([coinsConfirm]);

export interface CoinsConfirmProps {
  title: ReactNode;
  /** What it costs. */
  coins: number;
  confirmLabel: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  /** Above the price: what the coins buy. */
  children?: ReactNode;
  /** Below the buttons: a "Don't show again". */
  footer?: ReactNode;
}

/** The panel's one way of naming an amount of coins (the gift picker's too), in each language's plural forms. */
export function GoldCoins({ coins }: { coins: number }) {
  return <Plural value={coins} one="# gold coin" other="# gold coins" />;
}

export function CoinsConfirm({ title, coins, confirmLabel, onConfirm, onCancel, children, footer }: CoinsConfirmProps) {
  const { chat, controller } = usePanel();
  // Unknown until the balance loads: the balance after is then not named.
  const balance = useStore(chat.wallet.$wallet)?.goldCoin;
  const after = balance === undefined ? null : balance - coins;
  const short = after !== null && after < 0;
  return (
    <Modal title={title} onClose={onCancel} className="coins-confirm">
      {children}
      <dl className="coins-confirm__facts">
        <div>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>
            <GoldCoins coins={coins} />
          </dd>
        </div>
        {after !== null && !short ? (
          <div>
            <dt>
              <Trans>Balance after</Trans>
            </dt>
            <dd>
              <GoldCoins coins={after} />
            </dd>
          </div>
        ) : null}
      </dl>
      {short ? (
        <p className="error-text" role="alert">
          <Trans>Insufficient gold coins!</Trans>
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        {short ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              controller.emit("chat-need-coins", { kind: "coins" });
              onCancel();
            }}
          >
            <Trans>Top up coins</Trans>
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        )}
      </div>
      {footer}
    </Modal>
  );
}
