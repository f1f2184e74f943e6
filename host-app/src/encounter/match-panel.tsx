/**
 * Live matching as it shows (product §6): "Match" with the attempts left; the countdown with "Cancel";
 * the match with the other's card, "Continue" and "Cancel"; nobody around; no attempts left.
 */
import type { MatchingQuotaView, MatchingView } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { PersonCard } from "./encounter-card.js";

export interface MatchPanelProps {
  view: MatchingView;
  quota: MatchingQuotaView;
  onMatch(): void;
  onCancel(): void;
  onContinue(): void;
  onEnd(): void;
}

export function MatchPanel({ view, quota, onMatch, onCancel, onContinue, onEnd }: MatchPanelProps) {
  const { t } = useLingui();
  const left = quota.attemptsLeft;
  const daily = quota.dailyAttempts;
  return (
    <section className="encounter-match" aria-labelledby="encounter-match-title">
      <h2 id="encounter-match-title" className="encounter__subtitle">
        <Trans>Random match</Trans>
      </h2>
      {quota.allowed && left !== null ? (
        <p className="encounter-match__quota" role="status">
          <Trans>
            Matching attempts left today: {left} of {daily}
          </Trans>
        </p>
      ) : null}
      {view.name === "counting" ? (
        <div className="encounter-match__counting">
          <p className="encounter-match__countdown" role="timer" aria-label={t`Seconds left`}>
            {view.secondsLeft}
          </p>
          <p>
            <Trans>Looking for someone to meet…</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : view.name === "matched" ? (
        <div className="encounter-match__matched">
          <p className="encounter-match__news" role="status">
            <Trans>It's a match!</Trans>
          </p>
          <PersonCard card={view.match.card}>
            <div className="encounter-card__actions">
              <button type="button" className="button button--primary" onClick={onContinue}>
                <Trans>Continue</Trans>
              </button>
              <button type="button" className="button button--secondary" onClick={onEnd}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </PersonCard>
        </div>
      ) : (
        <div className="encounter-match__idle">
          {view.name === "nobody" ? (
            <p role="status">
              <Trans>Nobody is around right now. This attempt was not counted; try again in a moment.</Trans>
            </p>
          ) : null}
          {view.name === "limit" ? <p role="alert">{view.message}</p> : null}
          {view.name === "error" ? <p role="alert">{view.message}</p> : null}
          <button type="button" className="button button--primary encounter-match__go" onClick={onMatch}>
            <Trans>Match</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
