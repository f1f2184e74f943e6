/**
 * The full-size viewer of an album: one photo at a time, Previous / Next buttons and the arrow keys
 * (mirrored when the page runs right to left), Escape closes, and the focus returns to the thumbnail
 * of the photo last shown.
 */
import type { AlbumPhoto } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import type { KeyboardEvent } from "react";
import { Dialog } from "../common/dialog.js";

interface Props {
  photos: AlbumPhoto[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  /** The thumbnail that shows photo `index`, for the focus to return to. */
  thumbnailOf(index: number): HTMLElement | null;
}

export function PhotoViewer({ photos, index, onIndex, onClose, thumbnailOf }: Props) {
  const { t } = useLingui();
  const photo = photos[index];
  if (!photo) return null;
  const total = photos.length;
  const go = (step: number) => onIndex((index + step + total) % total);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    // The page's direction (`<html dir>`, set from the locale), or a nearer one.
    const rtl = event.currentTarget.closest<HTMLElement>("[dir]")?.dir === "rtl";
    const forward = event.key === (rtl ? "ArrowLeft" : "ArrowRight");
    event.preventDefault();
    go(forward ? 1 : -1);
  };

  return (
    <Dialog title={t`Photo ${index + 1} of ${total}`} onClose={onClose} onKey={onKey} className="album-viewer" returnFocus={() => thumbnailOf(index)}>
      <img className="album-viewer__image" src={photo.url} width={photo.width} height={photo.height} alt={t`Photo ${index + 1} of ${total}`} />
      <div className="album-viewer__actions">
        <button type="button" className="button button--secondary" onClick={() => go(-1)} disabled={total < 2}>
          <Trans>Previous photo</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={() => go(1)} disabled={total < 2}>
          <Trans>Next photo</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Dialog>
  );
}
