/** The stack of people to meet: the top card with "Next", "Follow" and "Say hi" (and its swipes); loading, empty and failure states. */
import type { StackState } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { DeckCard } from "./deck-card.js";

export interface CardStackProps {
  state: StackState;
  actionError?: string;
  onSayHi(userId: number): void;
  onFollow(userId: number): void;
  onNext(userId: number): void;
  onRetry(): void;
}

export function CardStack({ state, actionError, onSayHi, onFollow, onNext, onRetry }: CardStackProps) {
  const { t } = useLingui();
  const top = state.cards?.[0];
  return (
    <section className="encounter-stack" aria-labelledby="encounter-stack-title" aria-busy={state.loading}>
      <h2 id="encounter-stack-title" className="encounter__subtitle">
        <Trans>People to meet</Trans>
      </h2>
      {state.error ? (
        <p className="encounter__error">
          {state.error}{" "}
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {state.cards === null && !state.error ? <p role="status">{t`Loading…`}</p> : null}
      {state.cards !== null && !top && !state.loading ? (
        <p className="encounter-stack__empty">
          <Trans>No one new to meet right now. Come back later.</Trans>
        </p>
      ) : null}
      {top ? (
        <DeckCard
          key={top.userId}
          card={top}
          followed={state.followed.includes(top.userId)}
          onSayHi={() => onSayHi(top.userId)}
          onFollow={() => onFollow(top.userId)}
          onNext={() => onNext(top.userId)}
        />
      ) : null}
      {actionError ? <p role="alert">{actionError}</p> : null}
    </section>
  );
}
