/** Payments in the console: the reconciliation's differences first, then payments by provider and status. */
import { PAYMENTS_PAGE_SIZE, type Payments } from "@chat/client/console";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { storeFailureText } from "../console-errors.js";
import { PaymentsTable } from "./payments-table.js";
import { ReconciliationView } from "./reconciliation-view.js";
import "./payments.css";
import { ScreenHeader } from "../screen-header.js";

export function PaymentsScreen({ payments }: { payments: Payments }) {
  const { i18n } = useLingui();
  const report = useStore(payments.$report);
  const page = useStore(payments.$page);
  const filter = useStore(payments.$filter);
  const pageNumber = useStore(payments.$pageNumber);
  const error = useStore(payments.$error);
  useEffect(() => payments.load(), [payments]);

  return (
    <div className="console-ops payments-screen">
      <ScreenHeader title={<Trans>Payments</Trans>} error={storeFailureText(i18n, error)} />
      <h2>
        <Trans>Reconciliation</Trans>
      </h2>
      {report ? (
        <ReconciliationView report={report} />
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      <h2>
        <Trans>All payments</Trans>
      </h2>
      {page ? <PaymentsTable page={page} filter={filter} onFilter={payments.setFilter} pageNumber={pageNumber} pageSize={PAYMENTS_PAGE_SIZE} onPage={payments.goToPage} /> : null}
    </div>
  );
}
