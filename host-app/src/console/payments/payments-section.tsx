/** The console's Payments section (read-only): reconciliation first, then payments by provider and status. */
import { createPayments, paymentsCalls } from "@chat/client/console";
import { useMemo } from "react";
import type { SectionProps } from "../section-props.js";
import { PaymentsScreen } from "./payments-screen.js";

export default function PaymentsSection({ api }: SectionProps) {
  const payments = useMemo(() => createPayments(paymentsCalls(api)), [api]);
  return <PaymentsScreen payments={payments} />;
}
