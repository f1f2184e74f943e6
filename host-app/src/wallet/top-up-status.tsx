/** Progress while paying and the clear result: "Recharge successful", or why not. */
import { Trans } from "@lingui/react/macro";

export type TopUpState =
  | { kind: "idle" }
  | { kind: "redirecting" }
  | { kind: "confirming" }
  | { kind: "done" }
  | { kind: "cancelled" }
  | { kind: "failed"; reason: string };

export function TopUpStatus({ state }: { state: TopUpState }) {
  switch (state.kind) {
    case "idle":
      return null;
    case "redirecting":
      return (
        <p role="status" className="top-up__status" aria-busy="true">
          <Trans>Taking you to the payment page…</Trans>
        </p>
      );
    case "confirming":
      return (
        <p role="status" className="top-up__status" aria-busy="true">
          <Trans>Confirming your payment…</Trans>
        </p>
      );
    case "done":
      return (
        <p role="status" className="top-up__status top-up__status--done">
          <Trans>Recharge successful</Trans>
        </p>
      );
    case "cancelled":
      return (
        <p role="alert" className="top-up__status">
          <Trans>The payment was cancelled. Nothing was charged.</Trans>
        </p>
      );
    case "failed":
      return (
        <p role="alert" className="top-up__status error-text">
          {state.reason}
        </p>
      );
  }
}
