/**
 * Encounter (routes / and /onlineDating, product §1): live random matching, the stack of people to meet
 * and past matches ("Matches"). The page's store outlives the page (kept alive between routes): the
 * same stack, countdown or match is there when the user comes back, until another user logs in.
 * It follows the chat's real-time events, so a new friend, a block or a pass elsewhere leaves the stack.
 */
import { createEncounter, type Encounter } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useEnv } from "../common/env-context.js";
import type { HostEnvironment } from "../common/host-environment.js";
import { CardStack } from "./card-stack.js";
import { withEarlyAnswers } from "../common/early-answer.js";
import { panelEventsChannel } from "./live-deck.js";
import { MatchPanel } from "./match-panel.js";
import { MembershipOffer } from "./membership-offer.js";
import { PastMatches } from "./past-matches.js";
import "../pages/pages.css";
import "./encounter.css";

/** The kept store: one per signed-in token. */
let kept: { token: string; env: HostEnvironment; encounter: Encounter; scroll: number; stopLive(): void } | undefined;

function keptEncounter(env: HostEnvironment): NonNullable<typeof kept> {
  const token = env.session.$token.get() ?? "";
  if (kept?.token === token && kept.env === env) return kept;
  kept?.encounter.stop();
  kept?.stopLive();
  const encounter = createEncounter({ api: withEarlyAnswers(env.api, token) });
  void encounter.stack.load();
  void encounter.matching.refresh();
  void encounter.loadMatches();
  const channel = panelEventsChannel(env.chatPanel.apiBase);
  const stop = channel ? encounter.listen(channel) : () => {};
  const stopLive = () => {
    stop();
    channel?.close();
  };
  kept = { token, env, encounter, scroll: 0, stopLive };
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
    const name = card.nickname;
    const result = await stack.sayHi(card, t`Hi! Nice to meet you.`);
    const chat = { label: t`Open chat`, run: () => openChat(userId) };
    if (result.outcome === "sent") {
      env.toasts.notify({ kind: "success", text: result.befriended ? t`You and ${name} are now friends. Greeting sent.` : t`Greeting sent to ${name}.`, action: chat });
    } else if (result.outcome === "requested") {
      env.toasts.notify({ kind: "info", text: t`${name} can be messaged by friends only, so your greeting went with a friend request.` });
    } else {
      const reason = result.reason;
      env.toasts.notify({ kind: "error", text: reason ? t`Could not say hi to ${name}: ${reason}` : t`Could not say hi to ${name}. Try again later.` });
    }
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
