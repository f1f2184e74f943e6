/** "Matches": the people one matched with before, newest first, to pick a match up again. */
import type { PastMatches as PastMatchesState } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { Avatar } from "../layout/avatar.js";

export function PastMatches({ matches, onOpen }: { matches: PastMatchesState; onOpen(userId: number): void }) {
  const { t, i18n } = useLingui();
  const when = (at: number) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
  return (
    <section className="encounter-matches" aria-labelledby="encounter-matches-title">
      <h2 id="encounter-matches-title" className="encounter__subtitle">
        <Trans>Matches</Trans>
      </h2>
      {matches.error ? <p className="encounter__error">{matches.error}</p> : null}
      {matches.records === null && !matches.error ? <p role="status">{t`Loading…`}</p> : null}
      {matches.records?.length === 0 ? (
        <p>
          <Trans>No matches yet.</Trans>
        </p>
      ) : null}
      {matches.records && matches.records.length > 0 ? (
        <ul className="encounter-matches__list">
          {matches.records.map((m) => {
            const name = m.card.nickname;
            return (
            <li key={m.matchId} className="encounter-matches__row">
              <Avatar user={m.card} size="small" />
              <a href={`/userHomePage/${m.card.userId}`}>{m.card.nickname}</a>
              <span className="encounter-matches__when">{when(m.matchedAt)}</span>
              {m.card.canTalk ? (
                <button type="button" className="button button--secondary" onClick={() => onOpen(m.card.userId)} aria-label={t`Send message to ${name}`}>
                  <Trans>Send message</Trans>
                </button>
              ) : null}
            </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
