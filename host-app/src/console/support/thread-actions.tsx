/** Who has the thread and what may be done to it: "Assign to me", an admin's reassignment, "Resolve" or "Reopen". */
import type { Operator, SupportThreadDetail } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Conversation } from "@chat/client/console";

export function ThreadActions({ detail, operator, conversation }: { detail: SupportThreadDetail; operator: Operator; conversation: Conversation }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const { thread, operators } = detail;
  const assignee = thread.assignee;
  const assigneeEmail = assignee?.email ?? "";
  const run = (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    void action().finally(() => setBusy(false));
  };

  return (
    <div className="inbox-actions" role="group" aria-label={t`Conversation actions`}>
      <span className="inbox-actions__who">{assignee === null ? t`Nobody has it yet.` : assignee.id === operator.id ? t`Assigned to you.` : t`Assigned to ${assigneeEmail}.`}</span>
      {assignee?.id !== operator.id ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => run(() => conversation.assign())}>
          <Trans>Assign to me</Trans>
        </button>
      ) : null}
      {operator.role === "admin" && operators.length > 0 ? (
        <label className="inbox-actions__reassign">
          <span>
            <Trans>Reassign</Trans>
          </span>
          <select
            value={assignee?.id ?? ""}
            disabled={busy}
            onChange={(event) => {
              const to = Number(event.target.value);
              if (to > 0 && to !== assignee?.id) run(() => conversation.assign(to));
            }}
          >
            {assignee === null ? (
              <option value="" disabled>
                {t`Choose an operator`}
              </option>
            ) : null}
            {operators.map((o) => (
              <option key={o.id} value={o.id}>
                {o.email}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {thread.status === "open" ? (
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => run(() => conversation.resolve())}>
          <Trans>Resolve</Trans>
        </button>
      ) : (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => run(() => conversation.reopen())}>
          <Trans>Reopen</Trans>
        </button>
      )}
    </div>
  );
}
