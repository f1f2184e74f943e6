/**
 * Reconciliation: every difference between what the payment providers reported and what the ledger
 * credited, listed first (newest first), then the per-provider totals that agree.
 */
import type { ReconciliationDifference, ReconciliationKind, ReconciliationReport } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@chat/i18n";
import { money } from "./payments-format.js";
import { OpsTable } from "../ops-table.js";

const KIND: Record<ReconciliationKind, MessageDescriptor> = {
  "credit-missing": msg`Paid, coins not credited as ordered`,
  "credit-unpaid": msg`Coins credited, payment not completed`,
  "amount-refused": msg`Provider reported another amount`,
  "unknown-payment": msg`Payment for no known order`,
  "refunded-credited": msg`Refunded, coins still credited`,
  "stale-pending": msg`Pending for over an hour`,
};

function DifferenceRow({ d }: { d: ReconciliationDifference }) {
  const { i18n } = useLingui();
  return (
    <tr>
      <th scope="row">{i18n._(KIND[d.kind])}</th>
      <td>{d.provider}</td>
      <td className="console-ops__mono">{d.orderId || "—"}</td>
      <td>{d.userId ?? "—"}</td>
      <td>{d.reported ? money(d.reported.amount, d.reported.currency || "USD", i18n.locale) : "—"}</td>
      <td>{d.expected ? money(d.expected.amount, d.expected.currency, i18n.locale) : "—"}</td>
      <td>
        {d.credited}
        {d.expected ? ` / ${d.expected.coins}` : ""}
      </td>
      <td>
        <time dateTime={new Date(d.at).toISOString()}>{formatDateTime(d.at)}</time>
      </td>
    </tr>
  );
}

export function ReconciliationView({ report }: { report: ReconciliationReport }) {
  const { t, i18n } = useLingui();
  return (
    <section className="reconciliation" aria-label={t`Reconciliation`}>
      {report.differences.length === 0 ? (
        <p role="status" className="console-ops__ok">
          <Trans>Everything agrees: what providers reported was credited.</Trans>
        </p>
      ) : (
        <>
          <p role="status" className="console-ops__error">
            <Plural value={report.differences.length} one="# difference to look at" other="# differences to look at" />
          </p>
          <OpsTable columns={[t`Difference`, t`Provider`, t`Order`, t`User ID`, t`Reported`, t`Ordered`, t`Coins credited`, t`Time`]} caption={<Trans>Differences</Trans>}>
            {report.differences.map((d, i) => (
              <DifferenceRow key={`${d.kind}-${d.orderId}-${i}`} d={d} />
            ))}
          </OpsTable>
        </>
      )}
      <OpsTable columns={[t`Provider`, t`Payments`, t`Amount`, t`Coins ordered`, t`Coins credited`]} caption={<Trans>Completed payments by provider</Trans>}>
        {report.totals.map((row) => (
          <tr key={`${row.provider}-${row.currency}`}>
            <th scope="row">{row.provider}</th>
            <td>{row.completed}</td>
            <td>{money(row.amount, row.currency, i18n.locale)}</td>
            <td>{row.coins}</td>
            <td>{row.credited}</td>
          </tr>
        ))}
      </OpsTable>
    </section>
  );
}
