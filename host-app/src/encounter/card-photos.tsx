/**
 * A card's large photo with the others a step away: "Previous photo" and "Next photo" buttons (the
 * accessible way), a tap on the photo's inline-start or inline-end half (the deck card tells), and
 * a bar per photo showing which one is on. No photo at all: the nickname's initial on a tinted field.
 */
import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { largePicture } from "../common/sized-picture.js";

export interface CardPhotosProps {
  nickname: string;
  photos: string[];
  index: number;
  onIndex(index: number): void;
  /** The top card's first photo is the page's largest paint: it loads first. */
  eager?: boolean;
  frameRef?: Ref<HTMLDivElement>;
}

export function CardPhotos({ nickname, photos, index, onIndex, eager = false, frameRef }: CardPhotosProps) {
  const { t } = useLingui();
  const count = photos.length;
  const at = Math.min(index, Math.max(0, count - 1));
  const shown = photos[at];
  const n = at + 1;
  return (
    <div className="encounter-photos" ref={frameRef}>
      {shown ? (
        <img
          className="encounter-photos__image"
          src={largePicture(shown)}
          alt={t`${nickname}, photo ${n} of ${count}`}
          draggable={false}
          {...(eager && at === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      ) : (
        <span className="encounter-photos__initial" aria-hidden="true">
          {nickname.slice(0, 1).toUpperCase()}
        </span>
      )}
      {count > 1 ? (
        <>
          <ol className="encounter-photos__bars" aria-hidden="true">
            {photos.map((photo, i) => (
              <li key={photo} className={i === at ? "encounter-photos__bar encounter-photos__bar--on" : "encounter-photos__bar"} />
            ))}
          </ol>
          <button type="button" className="encounter-photos__step encounter-photos__step--back" aria-label={t`Previous photo`} disabled={at === 0} onClick={() => onIndex(at - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="encounter-photos__step encounter-photos__step--on" aria-label={t`Next photo`} disabled={at === count - 1} onClick={() => onIndex(at + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
