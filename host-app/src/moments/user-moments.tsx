/**
 * A user's moments on their home page (`/myspace`, `/userHomePage/:id`): pinned first, paged on the
 * layout's scroll-bottom signal. One's own page shares the "My moments" list of the square.
 */
import { createMomentList } from "@chat/client";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { CoinsDialog } from "./coins-dialog.js";
import { MomentFeed } from "./moment-feed.js";
import { useMoments } from "./use-moments.js";
import "./moments.css";

export function UserMoments({ userId, meId, name }: { userId: number; meId: number; name: string }) {
  const { t } = useLingui();
  const { api, scrollBottom } = useEnv();
  const moments = useMoments();
  const own = userId === meId;
  const list = useMemo(() => (own ? moments.lists.mine : createMomentList({ api, view: "user", userId })), [own, moments, api, userId]);

  useEffect(() => {
    if (!own) moments.extra.add(list);
    if (list.$state.get().initial) void list.loadMore();
    const stop = list.followSignal(scrollBottom.$scrollBottom);
    return () => {
      stop();
      moments.extra.delete(list);
    };
  }, [list, own, moments, scrollBottom]);

  const title = own ? t`My moments` : t`${name}'s moments`;
  return (
    <section className="moments-section" aria-labelledby="user-moments-title">
      <div className="moments-section__head">
        <h2 className="moments-section__title" id="user-moments-title">
          {title}
        </h2>
        {/* The way to the square on narrow screens, whose tab bar has no link to it. */}
        {own ? <a href="/dynamicSquare">{t`Moment square`}</a> : null}
      </div>
      <MomentFeed list={list} meId={meId} label={title} empty={own ? t`You have not posted any moments yet.` : t`No moments yet.`} />
      <CoinsDialog />
    </section>
  );
}
