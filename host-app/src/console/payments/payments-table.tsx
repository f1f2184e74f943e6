/** Payments by provider and status (filters from the server's summary), with the coins credited for each. */
import type { PaymentFilter } from "@chat/client/console";
import type { ConsolePaymentPage, PaymentStatus } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@chat/i18n";
import { money } from "./payments-format.js";
import { OpsTable } from "../ops-table.js";

export const PAYMENT_STATUS: Record<PaymentStatus, MessageDescriptor> = {
  created: msg`Created`,
  pending: msg`Pending`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  reversed: msg`Reversed`,
};

export type { PaymentFilter };

export interface PaymentsTableProps {
  page: ConsolePaymentPage;
  filter: PaymentFilter;
  onFilter(filter: PaymentFilter): void;
  pageNumber: number;
  pageSize: number;
  onPage(page: number): void;
}

export function PaymentsTable({ page, filter, onFilter, pageNumber, pageSize, onPage }: PaymentsTableProps) {
  const { t, i18n } = useLingui();
  const providers = [...new Set(page.summary.map((s) => s.provider))];
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  return (
    <section className="payments-table" aria-label={t`Payments`}>
      <div className="console-ops__row">
        <label className="console-ops__field">
          <span>
            <Trans>Provider</Trans>
          </span>
          <select value={filter.provider} onChange={(e) => onFilter({ ...filter, provider: e.target.value })}>
            <option value="">{t`All providers`}</option>
            {providers.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="console-ops__field">
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={filter.status} onChange={(e) => onFilter({ ...filter, status: e.target.value as PaymentStatus | "" })}>
            <option value="">{t`All statuses`}</option>
            {(Object.keys(PAYMENT_STATUS) as PaymentStatus[]).map((s) => (
              <option key={s} value={s}>
                {i18n._(PAYMENT_STATUS[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page.list.length === 0 ? (
        <p className="console-ops__empty">
          <Trans>No payments match.</Trans>
        </p>
      ) : (
        <OpsTable columns={[t`Order`, t`Provider`, t`Status`, t`User ID`, t`Amount`, t`Coins credited`, t`Time`]}>
          {page.list.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="console-ops__mono">
                {p.id}
              </th>
              <td>{p.provider}</td>
              <td>{i18n._(PAYMENT_STATUS[p.status])}</td>
              <td>{p.userId}</td>
              <td>{money(p.amount, p.currency, i18n.locale)}</td>
              <td className={p.status === "completed" && p.credited !== p.coins ? "console-ops__bad" : undefined}>
                {p.credited} / {p.coins}
              </td>
              <td>
                <time dateTime={new Date(p.createdAt).toISOString()}>{formatDateTime(p.createdAt)}</time>
              </td>
            </tr>
          ))}
        </OpsTable>
      )}
      <nav className="console-ops__pager" aria-label={t`Pages`}>
        <button type="button" className="button button--secondary" disabled={pageNumber <= 1} onClick={() => onPage(pageNumber - 1)}>
          <Trans>Previous</Trans>
        </button>
        <span>
          <Trans>
            Page {pageNumber} of {pages}
          </Trans>
        </span>
        <button type="button" className="button button--secondary" disabled={pageNumber >= pages} onClick={() => onPage(pageNumber + 1)}>
          <Trans>Next</Trans>
        </button>
      </nav>
    </section>
  );
}
