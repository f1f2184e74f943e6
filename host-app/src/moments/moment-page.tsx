/** `/moment/:id`: one moment with its comments open, the page a shared link leads to. */
import { createMomentDetail, createMomentList } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { CoinsDialog } from "./coins-dialog.js";
import { MomentCard, type MomentCardActions } from "./moment-card.js";
import { useMoments } from "./use-moments.js";
import "./moments.css";

export function MomentPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { api, session, router } = useEnv();
  const me = useStore(session.$user);
  const moments = useMoments();
  const momentId = Number(id);
  const valid = Number.isInteger(momentId) && momentId > 0;
  const detail = useMemo(() => createMomentDetail({ api, id: valid ? momentId : 1 }), [api, momentId, valid]);
  // A one-moment list gives the card the same like, pin and delete as everywhere, and burn reads reach it.
  const single = useMemo(() => createMomentList({ api, view: "user" }), [api]);
  const state = useStore(detail.$state);
  const shown = useStore(single.$state).items[0] ?? state.moment;

  useEffect(() => {
    if (!valid) return;
    void detail.load().then(() => {
      const moment = detail.$state.get().moment;
      if (moment) single.prepend(moment);
    });
    moments.extra.add(single);
    return () => void moments.extra.delete(single);
  }, [detail, single, valid, moments]);

  const actions: MomentCardActions = {
    toggleLike: async (mid) => {
      await single.toggleLike(mid);
      const now = single.$state.get().items[0];
      if (now) moments.updateEverywhere(mid, { liked: now.liked, likes: now.likes });
    },
    remove: async (mid) => {
      await single.remove(mid);
      for (const list of Object.values(moments.lists)) list.forget(mid);
    },
    pin: (mid, top) => single.pin(mid, top),
    update: (mid, change) => moments.updateEverywhere(mid, change),
  };

  if (!valid || (state.error && !shown)) {
    return (
      <section className="page moments-page">
        <h1 className="page__title">
          <Trans>Moment</Trans>
        </h1>
        <p role="alert">{state.error || t`This moment does not exist.`}</p>
      </section>
    );
  }
  return (
    <section className="page moments-page" aria-labelledby="moment-title" aria-busy={state.loading}>
      <h1 className="page__title" id="moment-title">
        <Trans>Moment</Trans>
      </h1>
      {shown && me ? (
        <MomentCard moment={shown} meId={me.id} actions={actions} commentsOpen detail={detail} onDeleted={() => router.open("/dynamicSquare")} />
      ) : (
        <p className="page__soon">
          <Trans>Loading…</Trans>
        </p>
      )}
      <CoinsDialog />
    </section>
  );
}
