/**
 * A moment's pictures: thumbnails loaded lazily at the size shown (the 360 px square thumbnail as the
 * server's WebP, `?w=640` never enlarging it, instead of its PNG), opening the full-size viewer. For
 * a burn-after-reading moment seen by someone else: blurred until opened, then shown for 8 seconds
 * with a visible countdown, then a burned placeholder with Recover (its cost shown, asked first).
 */
import { isOutOfCoins } from "@chat/client";
import type { AlbumPhoto, Moment } from "@chat/protocol";
import { BURN_RECOVERY_COINS } from "@chat/protocol/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useRef, useState } from "react";
import { PhotoViewer } from "../album/photo-viewer.js";
import { largePicture } from "../common/sized-picture.js";
import { useMoments } from "./use-moments.js";
import "./moment-parts.css";

/** The viewer shows album photos; a moment's pictures fit its shape. */
const asPhotos = (pictures: { url: string; width: number; height: number; thumbUrl?: string }[]): AlbumPhoto[] =>
  pictures.map((p, i) => ({ id: i + 1, userId: 0, url: p.url, thumbUrl: p.thumbUrl ?? p.url, width: p.width, height: p.height, createdAt: 0 }));

export function MomentPictures({ moment }: { moment: Moment }) {
  const { t } = useLingui();
  const sealed = moment.burnState === "sealed" || moment.burnState === "burned";
  if (sealed) return <BurnPictures moment={moment} />;
  return <PictureGrid photos={asPhotos(moment.pictures)} label={t`Photos`} />;
}

function PictureGrid({ photos, label }: { photos: AlbumPhoto[]; label: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const total = photos.length;
  return (
    <>
      <ul className={`moment-pictures moment-pictures--${Math.min(total, 3)}`} aria-label={label} ref={grid}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className="moment-pictures__thumb" aria-label={t`Photo ${i + 1} of ${total}`} onClick={() => setOpen(i)}>
              <img src={largePicture(photo.thumbUrl)} alt="" loading="lazy" decoding="async" width={360} height={360} />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <PhotoViewer
          photos={photos}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
          thumbnailOf={(i) => grid.current?.querySelectorAll<HTMLElement>(".moment-pictures__thumb")[i] ?? null}
        />
      )}
    </>
  );
}

function BurnPictures({ moment }: { moment: Moment }) {
  const { t } = useLingui();
  const moments = useMoments();
  const view = useStore(moments.burn.$burns)[moment.id];
  const recoveryCoins = BURN_RECOVERY_COINS;

  const open = async () => {
    const code = await moments.burn.open(moment.id);
    if (isOutOfCoins(code)) moments.$outOfCoins.set("burn");
  };

  if (view?.status === "showing") {
    const seconds = Math.ceil(view.remainingMs / 1000);
    const total = view.pictures.length;
    return (
      <div className="moment-burn moment-burn--showing">
        <p className="moment-burn__countdown" role="timer" aria-live="off" aria-label={t`Burns in ${seconds} seconds`}>
          {seconds}
        </p>
        <ul className="moment-pictures" aria-label={t`Burn-after-reading photos`}>
          {view.pictures.map((p, i) => (
            <li key={i}>
              <img className="moment-burn__image" src={p.url} alt={t`Photo ${i + 1} of ${total}`} width={p.width} height={p.height} />
            </li>
          ))}
        </ul>
        <button type="button" className="button button--secondary" onClick={() => moments.burn.close(moment.id)}>
          <Trans>Close</Trans>
        </button>
      </div>
    );
  }

  const failed = view?.status === "failed" && !isOutOfCoins(view.code) ? view.error || t`Something went wrong. Please try again.` : "";
  if (moment.burnState === "burned") {
    return (
      <div className="moment-burn moment-burn--burned">
        <p className="moment-burn__placeholder">
          <Trans>Burned after reading</Trans>
        </p>
        <button type="button" className="button button--secondary" disabled={view?.status === "recovering"} onClick={() => moments.$confirmRecovery.set(moment.id)}>
          <Trans>Recover</Trans>
        </button>
        <p className="moment-burn__cost">
          {t`Uses one blurred-photo view of your membership, else ${recoveryCoins} coins.`}
        </p>
        {failed ? <p role="alert">{failed}</p> : null}
      </div>
    );
  }

  return (
    <div className="moment-burn">
      <ul className={`moment-pictures moment-pictures--${Math.min(moment.pictures.length, 3)}`} aria-hidden="true">
        {moment.pictures.map((p, i) => (
          <li key={i}>{p.blurUrl ? <img className="moment-burn__blur" src={p.blurUrl} alt="" loading="lazy" width={360} height={360} /> : <span className="moment-burn__blur" />}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary moment-burn__open" disabled={view?.status === "opening"} onClick={() => void open()}>
        <Trans>View burn-after-reading photos</Trans>
      </button>
      <p className="moment-burn__cost">
        <Trans>You can view them once, for 8 seconds.</Trans>
      </p>
      {failed ? <p role="alert">{failed}</p> : null}
    </div>
  );
}
