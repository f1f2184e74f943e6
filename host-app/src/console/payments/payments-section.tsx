/** The console's Payments section (read-only): reconciliation first, then payments by provider and status. */
import type { ConsolePaymentPage, ReconciliationReport } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { consoleFailureText } from "../console-errors.js";
import type { SectionProps } from "../section-props.js";
import { PaymentsScreen, type PaymentsActions } from "./payments-screen.js";

export default function PaymentsSection({ api }: SectionProps) {
  const { i18n } = useLingui();
  const actions = useMemo<PaymentsActions>(() => {
    const explain = (error: unknown) => {
      throw new Error(consoleFailureText(i18n, error));
    };
    return {
      reconciliation: () => api.get<ReconciliationReport>("admin/payments/reconciliation").catch(explain),
      payments: (query) => api.get<ConsolePaymentPage>("admin/payments", query as Record<string, string | number>).catch(explain),
    };
  }, [api, i18n]);
  return <PaymentsScreen actions={actions} />;
}
