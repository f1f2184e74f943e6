/**
 * The mall's orders, newest first, filtered by status and by a member (buyer or recipient); a
 * purchased order can be marked received (product §4: purchased, then received).
 */
import type { OrderFilter } from "@chat/client/console";
import type { ConsoleOrderPage } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@chat/i18n";
import { OpsTable } from "../ops-table.js";

export type { OrderFilter };

export interface OrdersTableProps {
  page: ConsoleOrderPage;
  filter: OrderFilter;
  onFilter(filter: OrderFilter): void;
  busy: boolean;
  onReceived(id: number): void;
}

export function OrdersTable({ page, filter, onFilter, busy, onReceived }: OrdersTableProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Orders`}>
      <h2>
        <Trans>Orders</Trans>
      </h2>
      <div className="console-ops__row">
        <label className="console-ops__field">
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={filter.status} onChange={(e) => onFilter({ ...filter, status: e.target.value as OrderFilter["status"] })}>
            <option value="">{t`All statuses`}</option>
            <option value="purchased">{t`Purchased`}</option>
            <option value="received">{t`Received`}</option>
          </select>
        </label>
        <label className="console-ops__field">
          <span>
            <Trans>User ID</Trans>
          </span>
          <input inputMode="numeric" className="console-ops__narrow" value={filter.userId} onChange={(e) => onFilter({ ...filter, userId: e.target.value.replace(/\D/g, "") })} />
        </label>
      </div>
      {page.list.length === 0 ? (
        <p className="console-ops__empty">
          <Trans>No orders match.</Trans>
        </p>
      ) : (
        <OpsTable columns={[t`Good`, t`Buyer`, t`Consignee`, t`Quantity`, t`Gold coins`, t`Order time`, t`Status`]}>
          {page.list.map((o) => (
            <tr key={o.id}>
              <th scope="row">{o.goodName}</th>
              <td>
                {o.buyer.nickname} ({o.buyer.userId}){o.recipient ? ` → ${o.recipient.nickname} (${o.recipient.userId})` : ""}
              </td>
              <td>
                {o.consignee || "—"}
                <span className="console-ops__muted">{o.address}</span>
              </td>
              <td>{o.quantity}</td>
              <td>{o.coins}</td>
              <td>
                <time dateTime={new Date(o.orderTime).toISOString()}>{formatDateTime(o.orderTime)}</time>
              </td>
              <td>
                {o.status === "received" ? (
                  <Trans>Received</Trans>
                ) : (
                  <span className="console-ops__inline">
                    <Trans>Purchased</Trans>
                    <button type="button" className="button button--secondary" disabled={busy} aria-label={`${t`Mark received`}: ${o.goodName} #${o.id}`} onClick={() => onReceived(o.id)}>
                      <Trans>Mark received</Trans>
                    </button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </OpsTable>
      )}
    </section>
  );
}
