/** The inbox's list: the filters ("Open", "Mine", "Unassigned", "Resolved"), the search, the threads and their pages. */
import { SUPPORT_FILTERS, SUPPORT_LIMITS, type SupportFilter } from "@chat/protocol";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { FILTER_LABEL } from "./inbox-format.js";
import type { Inbox } from "@chat/client/console";
import { ThreadRow } from "./thread-row.js";

const EMPTY: Record<SupportFilter, MessageDescriptor> = {
  open: msg`No open conversations. Nothing to do.`,
  mine: msg`No open conversation is assigned to you.`,
  unassigned: msg`Every open conversation has an operator.`,
  resolved: msg`No resolved conversations yet.`,
};

export function ThreadList({ inbox, now }: { inbox: Inbox; now: number }) {
  const { t, i18n } = useLingui();
  const filter = useStore(inbox.$filter);
  const query = useStore(inbox.$query);
  const page = useStore(inbox.$page);
  const list = useStore(inbox.$list);
  const openId = useStore(inbox.conversation.$memberId);
  const [q, setQ] = useState(query);
  const searchId = useId();
  const pages = Math.max(1, Math.ceil(list.total / SUPPORT_LIMITS.pageSize));
  const total = list.total;

  return (
    <section className="inbox-list" aria-label={t`Conversations`}>
      <div className="inbox-filters" role="group" aria-label={t`Show`}>
        {SUPPORT_FILTERS.map((f) => (
          <button key={f} type="button" className="inbox-filter" aria-pressed={filter === f} onClick={() => void inbox.setFilter(f)}>
            {i18n._(FILTER_LABEL[f])}
          </button>
        ))}
      </div>
      <form
        className="inbox-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void inbox.search(q);
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          <Trans>Account ID, e-mail or nickname</Trans>
        </label>
        <input id={searchId} type="search" value={q} placeholder={t`Account ID, e-mail or nickname`} onChange={(event) => setQ(event.target.value)} />
        <button type="submit" className="button button--secondary">
          <Trans>Search</Trans>
        </button>
      </form>
      <p className="console-count inbox-list__count" aria-live="polite">
        {list.loading && !list.loaded ? t`Loading…` : t`Found: ${total}`}
      </p>
      {list.loaded && list.records.length === 0 ? (
        <p className="console-empty inbox-list__empty">{query ? t`Nobody found for “${query}”.` : i18n._(EMPTY[filter])}</p>
      ) : null}
      <ul className="inbox-threads">
        {list.records.map((thread) => (
          <ThreadRow key={thread.member.id} thread={thread} open={thread.member.id === openId} now={now} onOpen={(id) => void inbox.open(id)} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="inbox-pager" aria-label={t`Pages`}>
          <button type="button" className="button button--secondary" disabled={page <= 1 || list.loading} onClick={() => void inbox.goToPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" className="button button--secondary" disabled={page >= pages || list.loading} onClick={() => void inbox.goToPage(page + 1)}>
            <Trans>Next</Trans>
          </button>
        </nav>
      ) : null}
    </section>
  );
}
