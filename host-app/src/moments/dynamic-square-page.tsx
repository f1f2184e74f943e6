/**
 * `/dynamicSquare` (product §2, kept alive): the composer and three tabs, "Moment square", "Friends'
 * moments" and "My moments". Each list keeps its loaded pages and scroll position between routes and
 * grows on the layout's scroll-bottom signal.
 */
import type { Moment } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { useEnv } from "../common/env-context.js";
import { CoinsDialog } from "./coins-dialog.js";
import { MomentComposerForm } from "./moment-composer-form.js";
import { MomentFeed } from "./moment-feed.js";
import type { SquareTab } from "./moments-state.js";
import { useMoments } from "./use-moments.js";
import "./moments.css";

const TABS: SquareTab[] = ["square", "friends", "mine"];

export function DynamicSquarePage() {
  const { t } = useLingui();
  const { session, scrollBottom } = useEnv();
  const me = useStore(session.$user);
  const moments = useMoments();
  const tab = useStore(moments.$tab);
  const list = moments.lists[tab];
  const section = useRef<HTMLElement>(null);
  const labels: Record<SquareTab, string> = { square: t`Moment square`, friends: t`Friends' moments`, mine: t`My moments` };
  const empty: Record<SquareTab, string> = {
    square: t`No moments yet. Be the first to post one.`,
    friends: t`Your friends have not posted any moments yet.`,
    mine: t`You have not posted any moments yet.`,
  };

  // The layout's content area scrolls; its position per tab is kept when the page goes and comes back.
  const scroller = () => section.current?.closest<HTMLElement>(".layout__content") ?? null;
  useLayoutEffect(() => {
    const element = scroller();
    if (element) element.scrollTop = moments.scroll[tab];
    return () => {
      if (element) moments.scroll[tab] = element.scrollTop;
    };
  }, [tab, moments]);

  useEffect(() => {
    if (list.$state.get().initial) void list.loadMore();
    return list.followSignal(scrollBottom.$scrollBottom);
  }, [list, scrollBottom]);

  const posted = (moment: Moment) => {
    moments.lists.mine.prepend(moment);
    moments.lists.square.prepend(moment);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const rtl = event.currentTarget.closest<HTMLElement>("[dir]")?.dir === "rtl";
    const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? "square";
    moments.$tab.set(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <section className="page moments-page" ref={section} aria-labelledby="moments-title">
      <h1 className="page__title" id="moments-title">
        {labels.square}
      </h1>
      <MomentComposerForm composer={moments.composer} onPosted={posted} />
      <div className="moments-tabs" role="tablist" aria-label={t`Moments`} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`moments-tab-${name}`}
            data-tab={name}
            aria-selected={tab === name}
            aria-controls="moments-panel"
            tabIndex={tab === name ? 0 : -1}
            className={`moments-tabs__tab${tab === name ? " moments-tabs__tab--current" : ""}`}
            onClick={() => moments.$tab.set(name)}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="moments-panel" aria-labelledby={`moments-tab-${tab}`}>
        {me ? <MomentFeed key={tab} list={list} meId={me.id} label={labels[tab]} empty={empty[tab]} /> : null}
      </div>
      <CoinsDialog />
    </section>
  );
}
