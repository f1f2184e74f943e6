/**
 * Encounter (routes / and /onlineDating, spec §1): live random matching, the stack of people to meet
 * and past matches ("Matches"). The page's store outlives the page (kept alive between routes): the
 * same stack, countdown or match is there when the user comes back, until another user logs in.
 */
import { createEncounter, type Encounter } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useEnv } from "../app/env-context.js";
import type { HostEnvironment } from "../app/environment.js";
import { CardStack } from "./card-stack.js";
import { withLandingList } from "./early-list.js";
import { MatchPanel } from "./match-panel.js";
import { MembershipOffer } from "./membership-offer.js";
import { PastMatches } from "./past-matches.js";
import "../pages/pages.css";
import "./encounter.css";

/** The kept store: one per signed-in token. */
let kept: { token: string; env: HostEnvironment; encounter: Encounter; scroll: number } | undefined;

function keptEncounter(env: HostEnvironment): NonNullable<typeof kept> {
  const token = env.session.$token.get() ?? "";
  if (kept?.token === token && kept.env === env) return kept;
  kept?.encounter.stop();
  const encounter = createEncounter({ api: withLandingList(env.api, token) });
  void encounter.stack.load();
  void encounter.matching.refresh();
  void encounter.loadMatches();
  kept = { token, env, encounter, scroll: 0 };
  return kept;
}

export function EncounterPage() {
  const env = useEnv();
  const { t } = useLingui();
  const token = useStore(env.session.$token);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new login means a new store
  const held = useMemo(() => keptEncounter(env), [env, token]);
  const { encounter } = held;
  const { stack, matching } = encounter;
  const stackState = useStore(stack.$state);
  const actionError = useStore(stack.$actionError);
  const view = useStore(matching.$view);
  const quota = useStore(matching.$quota);
  const matches = useStore(encounter.$matches);
  const openChat = (userId: number) => env.chatPanel.$element.get()?.openConversation(userId);

  // The layout's content area scrolls; the page puts it back where the user left it (KEPT_ALIVE_ROUTES).
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = root.current?.closest<HTMLElement>(".layout__content");
    if (element) element.scrollTop = held.scroll;
    return () => {
      if (element) held.scroll = element.scrollTop;
    };
  }, [held]);

  // While the page shows, a match made for this user by someone else's countdown turns up.
  useEffect(() => matching.watch(), [matching]);
  useEffect(() => {
    if (view.name === "matched") void encounter.loadMatches();
  }, [view.name, encounter]);

  const sayHi = async (userId: number) => {
    const card = stackState.cards?.find((c) => c.userId === userId);
    if (!card) return;
    const result = await stack.sayHi(card, t`Hi! Nice to meet you.`);
    if (result === "chat") openChat(userId);
    else if (result === "requested") env.toasts.notify({ kind: "success", text: t`Friend request sent` });
  };

  return (
    <div className="page encounter" ref={root}>
      <h1 className="page__title">
        <Trans>Encounter</Trans>
      </h1>
      <MatchPanel
        view={view}
        quota={quota}
        onMatch={() => void matching.match()}
        onCancel={() => void matching.cancel()}
        onContinue={() => {
          const userId = matching.proceed();
          if (userId !== null) openChat(userId);
        }}
        onEnd={() => void matching.end()}
      />
      {view.name === "offer" ? <MembershipOffer onClose={() => matching.dismiss()} /> : null}
      <CardStack
        state={stackState}
        actionError={actionError}
        onSayHi={(userId) => void sayHi(userId)}
        onFollow={(userId) => void stack.follow(userId)}
        onNext={(userId) => void stack.next(userId)}
        onRetry={() => void stack.load()}
      />
      <PastMatches matches={matches} onOpen={openChat} />
    </div>
  );
}
