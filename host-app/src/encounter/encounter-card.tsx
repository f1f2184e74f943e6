/** One person on a card: avatar, nickname, age, region, languages, hashtags, online now. */
import type { EncounterCard } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Avatar } from "../layout/avatar.js";
import { smallPicture } from "../common/sized-picture.js";
import { spokenLanguages } from "../people/home-page-view.js";

export function PersonCard({ card, children, headingLevel = 3 }: { card: EncounterCard; children?: ReactNode; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const age = card.age;
  const facts = [age === null ? "" : t`${age} years`, card.region, spokenLanguages(card.languages.join(","))].filter(Boolean);
  return (
    <article className="encounter-card" aria-label={card.nickname}>
      <div className="encounter-card__head">
        <Avatar user={{ ...card, avatar: smallPicture(card.avatar) }} size="large" />
        <div>
          <Heading className="encounter-card__name">
            <a href={`/userHomePage/${card.userId}`}>{card.nickname}</a>
            {card.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : card.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
          </Heading>
          {card.onlineState === 1 ? (
            <p className="encounter-card__online">
              <Trans>Online now</Trans>
            </p>
          ) : null}
          {facts.length > 0 ? <p className="encounter-card__facts">{facts.join(" · ")}</p> : null}
        </div>
      </div>
      {card.tags.length > 0 ? (
        <ul className="tag-list" aria-label={t`Hashtags`}>
          {card.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
