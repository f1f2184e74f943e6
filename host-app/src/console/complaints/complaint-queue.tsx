import type { ComplaintAction, ConsoleComplaint } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { ComplaintCard } from "./complaint-card.js";
import type { ComplaintFilter, ComplaintReasonOption } from "@chat/client/console";

export interface ComplaintQueueProps {
  complaints: readonly ConsoleComplaint[];
  total: number;
  reasons: readonly ComplaintReasonOption[];
  filter: ComplaintFilter;
  loading: boolean;
  error: string;
  onFilter: (filter: ComplaintFilter) => void;
  onAct: (complaint: ConsoleComplaint, action: ComplaintAction, options?: { hours?: number; messageId?: string }) => Promise<void>;
  onMore: () => void;
}

/** The queue: filters (status, reason, reported user), newest first, each with its actions. */
export function ComplaintQueue({ complaints, total, reasons, filter, loading, error, onFilter, onAct, onMore }: ComplaintQueueProps) {
  const { t } = useLingui();
  return (
    <section className="complaint-queue" aria-labelledby="complaint-queue-title">
      <h1 id="complaint-queue-title" className="console-section__title">
        <Trans>Complaints</Trans>
      </h1>
      <form className="console-filters" role="search" aria-label={t`Filter complaints`} onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={filter.status} onChange={(event) => onFilter({ ...filter, status: event.target.value as ComplaintFilter["status"] })}>
            <option value="open">{t`Open`}</option>
            <option value="handled">{t`Handled`}</option>
            <option value="all">{t`All`}</option>
          </select>
        </label>
        <label>
          <span>
            <Trans>Reason</Trans>
          </span>
          <select value={filter.reason ?? ""} onChange={(event) => onFilter({ ...filter, reason: event.target.value ? Number(event.target.value) : null })}>
            <option value="">{t`Any reason`}</option>
            {reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.reason}
              </option>
            ))}
          </select>
        </label>
        {filter.userId !== null ? (
          <span className="console-filters__user">
            <Trans>Only complaints about user {filter.userId + 100_000}</Trans>{" "}
            <button type="button" className="console-link" onClick={() => onFilter({ ...filter, userId: null })}>
              <Trans>Show everyone</Trans>
            </button>
          </span>
        ) : null}
      </form>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="console-count" aria-live="polite">
        {loading ? t`Loading…` : t`Found: ${total}`}
      </p>
      {!loading && complaints.length === 0 ? (
        <p className="console-empty">
          <Trans>No complaints here. Nothing to do.</Trans>
        </p>
      ) : null}
      <ol className="complaint-queue__list">
        {complaints.map((c) => (
          <li key={c.id}>
            <ComplaintCard complaint={c} onAct={(action, options) => onAct(c, action, options)} onFilterUser={(userId) => onFilter({ ...filter, userId })} />
          </li>
        ))}
      </ol>
      {complaints.length < total ? (
        <button type="button" className="button button--secondary" disabled={loading} onClick={onMore}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </section>
  );
}
