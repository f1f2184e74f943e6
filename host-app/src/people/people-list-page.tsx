/**
 * `/myLike` (people I follow), `/followMe` (my followers) and `/myVisitors` (who visited me, when):
 * pages of 20 that grow on the layout's scroll-bottom signal (and a Load more button), each row
 * leading to that user's home page.
 */
import { createPeopleList, type PeopleListKind } from "@chat/client";
import type { PersonRow } from "@chat/protocol";
import { formatDate, formatRelative } from "@chat/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { Avatar } from "../layout/avatar.js";
import "../pages/pages.css";
import "./people.css";

export function PeopleListPage({ kind }: { kind: PeopleListKind }) {
  const { t } = useLingui();
  const { api, scrollBottom } = useEnv();
  const list = useMemo(() => createPeopleList({ api, kind }), [api, kind]);
  const state = useStore(list.$state);
  useEffect(() => {
    void list.loadMore();
    return list.followSignal(scrollBottom.$scrollBottom);
  }, [list, scrollBottom]);

  const title = { following: t`People I follow`, fans: t`My followers`, visitors: t`Visitors` }[kind];
  const empty = { following: t`You have not followed anyone`, fans: t`You have no followers yet`, visitors: t`No one has visited your home page yet` }[kind];
  return (
    <section className="page home-page" aria-labelledby="people-list-title" aria-busy={state.loading}>
      <h1 className="page__title" id="people-list-title">
        {title}
      </h1>
      {state.items.length > 0 ? (
        <ul className="people-list" aria-label={title}>
          {state.items.map((row) => (
            <li key={`${row.userId}:${row.insertTime}`}>
              <PersonLink row={row} kind={kind} />
            </li>
          ))}
        </ul>
      ) : state.initial ? null : (
        <p className="page__soon">{empty}</p>
      )}
      {state.error ? <p role="alert">{state.error}</p> : null}
      {state.hasMore && !state.initial ? (
        <button type="button" className="button button--secondary people-more" disabled={state.loading} onClick={() => void list.loadMore()}>
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </section>
  );
}

/** One row: avatar, nickname with the VIP badge, age · gender · region, and when. */
export function PersonLink({ row, kind, now = Date.now() }: { row: PersonRow; kind: PeopleListKind; now?: number }) {
  const { t } = useLingui();
  const genders = [t`Male`, t`Female`, t`Other`];
  const meta = [row.age === null ? "" : t`Age ${row.age}`, genders[row.gender] ?? "", row.region].filter(Boolean).join(" · ");
  const when = kind === "visitors" ? formatRelative(row.insertTime, now) : formatDate(row.insertTime);
  return (
    <a className="people-row" href={`/userHomePage/${row.userId}`}>
      <Avatar user={{ nickname: row.nickname, avatar: row.avatarThumb || row.avatar }} size="small" />
      <span className="people-row__who">
        <span className="people-row__name">
          {row.nickname}
          {row.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
          {row.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : null}
        </span>
        {meta ? <span className="people-row__meta">{meta}</span> : null}
      </span>
      <time className="people-row__time" dateTime={new Date(row.insertTime).toISOString()}>
        {when}
      </time>
    </a>
  );
}
