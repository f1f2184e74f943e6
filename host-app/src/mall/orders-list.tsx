/**
 * Orders as a list (product §3 "Order"): product, order time, consignee, quantity, address, message and
 * status purchased or received; a shop gift also names its buyer or recipient. "Received" marks one
 * received: a gift by its recipient, an order for oneself by its buyer.
 */
import type { MallOrder } from "@chat/protocol";
import { Plural, Trans } from "@lingui/react/macro";
import { orderTime } from "./mall-messages.js";

export interface OrdersListProps {
  orders: MallOrder[];
  /** Whose view: my orders, or the shop gifts sent to me. */
  role: "bought" | "received";
  /** The order being marked received. */
  receiving: number | null;
  onReceived(order: MallOrder): void;
}

export function OrdersList({ orders, role, receiving, onReceived }: OrdersListProps) {
  return (
    <ul className="orders-list">
      {orders.map((order) => {
        const canReceive = order.status === "purchased" && (role === "received" || order.recipient === null);
        return (
          <li key={order.id} className="order-card" aria-labelledby={`order-${order.id}`}>
            {order.picture ? <img className="order-card__picture" src={order.picture} alt="" /> : <span className="order-card__picture" />}
            <div className="order-card__body">
              <h2 className="order-card__name" id={`order-${order.id}`}>
                <a href={`/goods/${order.goodId}`}>{order.goodName}</a>
              </h2>
              <dl className="order-card__facts">
                <dt>
                  <Trans>Order time</Trans>
                </dt>
                <dd>
                  <time dateTime={new Date(order.orderTime).toISOString()}>{orderTime(order.orderTime)}</time>
                </dd>
                {role === "received" ? (
                  <>
                    <dt>
                      <Trans>From</Trans>
                    </dt>
                    <dd>{order.buyer.nickname}</dd>
                  </>
                ) : order.recipient ? (
                  <>
                    <dt>
                      <Trans>Gift for</Trans>
                    </dt>
                    <dd>{order.recipient.nickname}</dd>
                  </>
                ) : null}
                <dt>
                  <Trans>Consignee</Trans>
                </dt>
                <dd>{order.consignee || "—"}</dd>
                <dt>
                  <Trans>Quantity</Trans>
                </dt>
                <dd>{order.quantity}</dd>
                {role === "bought" ? (
                  <>
                    <dt>
                      <Trans>Paid</Trans>
                    </dt>
                    <dd>
                      <Plural value={order.coins} one="# gold coin" other="# gold coins" />
                    </dd>
                  </>
                ) : null}
                <dt>
                  <Trans>Address</Trans>
                </dt>
                <dd>{order.address}</dd>
                <dt>
                  <Trans>Message</Trans>
                </dt>
                <dd>{order.message || "—"}</dd>
                <dt>
                  <Trans>Status</Trans>
                </dt>
                <dd className={`order-card__status order-card__status--${order.status}`}>{order.status === "received" ? <Trans>received</Trans> : <Trans>purchased</Trans>}</dd>
              </dl>
            </div>
            {canReceive ? (
              <button type="button" className="button button--primary order-card__receive" disabled={receiving === order.id} onClick={() => onReceived(order)}>
                <Trans>Received</Trans>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
