/** A list of moment cards with its empty, loading and failure lines and Load more. */
import type { MomentList } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { MomentCard, type MomentCardActions } from "./moment-card.js";
import { useMoments } from "./use-moments.js";

export function MomentFeed({ list, meId, label, empty }: { list: MomentList; meId: number; label: string; empty: string }) {
  const state = useStore(list.$state);
  const moments = useMoments();
  // A like, a pin or a comment count shows in every list that holds the moment. One object per list,
  // so a card re-renders only when its own moment changes (MomentCard is memoized).
  const actions = useMemo<MomentCardActions>(() => ({
    toggleLike: async (id) => {
      await list.toggleLike(id);
      const now = list.$state.get().items.find((m) => m.id === id);
      if (now) moments.updateEverywhere(id, { liked: now.liked, likes: now.likes });
    },
    remove: async (id) => {
      await list.remove(id);
      for (const other of [...Object.values(moments.lists), ...moments.extra]) if (other !== list) other.forget(id);
    },
    pin: (id, top) => list.pin(id, top),
    update: (id, change) => moments.updateEverywhere(id, change),
  }), [list, moments]);
  return (
    <div className="moment-feed" aria-busy={state.loading}>
      {state.items.length > 0 ? (
        <ul className="moment-feed__list" aria-label={label}>
          {state.items.map((moment) => (
            <li key={moment.id}>
              <MomentCard moment={moment} meId={meId} actions={actions} />
            </li>
          ))}
        </ul>
      ) : state.initial ? (
        <p className="page__soon">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <p className="page__soon">{empty}</p>
      )}
      {state.error ? <p role="alert">{state.error}</p> : null}
      {state.hasMore && !state.initial ? (
        <button type="button" className="button button--secondary moment-feed__more" disabled={state.loading} onClick={() => void list.loadMore()}>
          <Trans>Load more</Trans>
        </button>
      ) : null}
    </div>
  );
}
