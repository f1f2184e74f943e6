/**
 * The top card of the stack: a large photo (the album's, else the avatar) with the others a tap or a
 * button away, the person's name, age, region, languages and hashtags, and "Next", "Follow" and
 * "Say hi". A swipe toward the inline end says hi, toward the start passes (swipe.ts says why);
 * the buttons do the same for keyboards, screen readers and anyone who prefers them.
 */
import type { EncounterCard } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { spokenLanguages } from "../people/home-page-view.js";
import { photosOf } from "./card-picture.js";
import { CardPhotos } from "./card-photos.js";
import { useCardSwipe } from "./use-card-swipe.js";

export interface DeckCardProps {
  card: EncounterCard;
  followed: boolean;
  onSayHi(): void;
  onFollow(): void;
  onNext(): void;
}

export function DeckCard({ card, followed, onSayHi, onFollow, onNext }: DeckCardProps) {
  const { t } = useLingui();
  const photos = photosOf(card);
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const swipe = useCardSwipe(
    (outcome) => (outcome === "hi" ? onSayHi() : onNext()),
    (clientX) => {
      const rect = frame.current?.getBoundingClientRect();
      if (!rect || clientX < rect.left || clientX > rect.right) return;
      const rtl = getComputedStyle(frame.current!).direction === "rtl";
      const towardEnd = rtl ? clientX < rect.left + rect.width / 2 : clientX > rect.left + rect.width / 2;
      setIndex((at) => Math.max(0, Math.min(photos.length - 1, at + (towardEnd ? 1 : -1))));
    },
  );
  const age = card.age;
  const facts = [age === null ? "" : t`${age} years`, card.region].filter(Boolean);
  const languages = spokenLanguages(card.languages.join(","));
  return (
    <article className="encounter-card encounter-card--deck" aria-label={card.nickname} style={swipe.style} {...swipe.handlers}>
      <div className="encounter-card__stage">
        <CardPhotos nickname={card.nickname} photos={photos} index={index} onIndex={setIndex} eager frameRef={frame} />
        {swipe.lean ? (
          <span className={`encounter-card__lean encounter-card__lean--${swipe.lean}`} aria-hidden="true">
            {swipe.lean === "hi" ? t`Say hi` : t`Next`}
          </span>
        ) : null}
      </div>
      <div className="encounter-card__body">
        <h3 className="encounter-card__name">
          <a href={`/userHomePage/${card.userId}`}>{card.nickname}</a>
          {card.vipLevel === 2 ? <span className="badge badge--svip">SVIP</span> : card.vipLevel === 1 ? <span className="badge badge--vip">VIP</span> : null}
          {card.onlineState === 1 ? (
            <span className="encounter-card__online">
              <Trans>Online now</Trans>
            </span>
          ) : null}
        </h3>
        {facts.length > 0 ? <p className="encounter-card__facts">{facts.join(" · ")}</p> : null}
        {languages ? (
          <p className="encounter-card__languages">
            <Trans>Speaks {languages}</Trans>
          </p>
        ) : null}
        {card.tags.length > 0 ? (
          <ul className="tag-list" aria-label={t`Hashtags`}>
            {card.tags.map((tag) => (
              <li key={tag}>
                <bdi>#{tag}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="encounter-card__actions encounter-card__actions--deck">
          <button type="button" className="button button--secondary" onClick={onNext}>
            <Trans>Next</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={followed} onClick={onFollow}>
            {followed ? t`Following` : t`Follow`}
          </button>
          <button type="button" className="button button--primary" onClick={onSayHi}>
            <Trans>Say hi</Trans>
          </button>
        </div>
        <p className="encounter-card__hint">
          <Trans>Swipe the card toward “Say hi” to greet, or the other way to pass.</Trans>
        </p>
      </div>
    </article>
  );
}
