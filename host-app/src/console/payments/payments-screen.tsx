/** Payments in the console: the reconciliation's differences first, then payments by provider and status. */
import type { ConsolePaymentPage, ConsolePaymentQuery, ReconciliationReport } from "@chat/protocol";
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { PaymentsTable } from "./payments-table.js";
import type { PaymentFilter } from "./payments-table.js";
import { ReconciliationView } from "./reconciliation-view.js";
import "./payments.css";
import { ScreenHeader } from "../screen-header.js";

export interface PaymentsActions {
  reconciliation(): Promise<ReconciliationReport>;
  payments(query: ConsolePaymentQuery): Promise<ConsolePaymentPage>;
}

const PAGE_SIZE = 20;

export function PaymentsScreen({ actions }: { actions: PaymentsActions }) {
  const [report, setReport] = useState<ReconciliationReport | null>(null);
  const [page, setPage] = useState<ConsolePaymentPage | null>(null);
  const [filter, setFilter] = useState<PaymentFilter>({ provider: "", status: "" });
  const [pageNumber, setPageNumber] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));

  useEffect(() => {
    actions.reconciliation().then(setReport, fail);
  }, [actions]);
  useEffect(() => {
    actions.payments({ ...(filter.provider ? { provider: filter.provider } : {}), ...(filter.status ? { status: filter.status } : {}), page: pageNumber, pageSize: PAGE_SIZE }).then(setPage, fail);
  }, [actions, filter, pageNumber]);

  return (
    <div className="console-ops payments-screen">
      <ScreenHeader title={<Trans>Payments</Trans>} error={error} />
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
      {page ? (
        <PaymentsTable
          page={page}
          filter={filter}
          onFilter={(f) => {
            setFilter(f);
            setPageNumber(1);
          }}
          pageNumber={pageNumber}
          pageSize={PAGE_SIZE}
          onPage={setPageNumber}
        />
      ) : null}
    </div>
  );
}
