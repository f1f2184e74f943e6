/**
 * The console's payments (read-only): the reconciliation's report, and one page of payments filtered
 * by provider and status. The calls are an interface so stories and tests answer them in memory.
 */
import type { ConsolePaymentPage, ConsolePaymentQuery, PaymentStatus, ReconciliationReport } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../../api/api-client.js";

export interface PaymentsCalls {
  reconciliation(): Promise<ReconciliationReport>;
  payments(query: ConsolePaymentQuery): Promise<ConsolePaymentPage>;
}

export function paymentsCalls(api: ApiClient): PaymentsCalls {
  return {
    reconciliation: () => api.get<ReconciliationReport>("admin/payments/reconciliation"),
    payments: (query) => api.get<ConsolePaymentPage>("admin/payments", query as Record<string, string | number>),
  };
}

/** "" for any provider or status. */
export interface PaymentFilter {
  provider: string;
  status: PaymentStatus | "";
}

export const PAYMENTS_PAGE_SIZE = 20;

export interface Payments {
  /** null until it arrives. */
  $report: ReadableAtom<ReconciliationReport | null>;
  $page: ReadableAtom<ConsolePaymentPage | null>;
  $filter: ReadableAtom<PaymentFilter>;
  $pageNumber: ReadableAtom<number>;
  /** The last failure of either call. */
  $error: ReadableAtom<unknown>;
  /** The report and the first page. */
  load(): void;
  /** A new filter starts again at page 1. */
  setFilter(filter: PaymentFilter): void;
  goToPage(page: number): void;
}

export function createPayments(calls: PaymentsCalls): Payments {
  const $report = atom<ReconciliationReport | null>(null);
  const $page = atom<ConsolePaymentPage | null>(null);
  const $filter = atom<PaymentFilter>({ provider: "", status: "" });
  const $pageNumber = atom(1);
  const $error = atom<unknown>(null);
  const fail = (error: unknown) => $error.set(error);
  const loadPage = () => {
    const { provider, status } = $filter.get();
    calls.payments({ ...(provider ? { provider } : {}), ...(status ? { status } : {}), page: $pageNumber.get(), pageSize: PAYMENTS_PAGE_SIZE }).then((page) => $page.set(page), fail);
  };
  return {
    $report,
    $page,
    $filter,
    $pageNumber,
    $error,
    load() {
      calls.reconciliation().then((report) => $report.set(report), fail);
      loadPage();
    },
    setFilter(filter) {
      $filter.set(filter);
      $pageNumber.set(1);
      loadPage();
    },
    goToPage(page) {
      $pageNumber.set(page);
      loadPage();
    },
  };
}
