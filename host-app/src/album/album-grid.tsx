/**
 * An album's thumbnails, newest first: each opens the full-size viewer; the owner's also have a
 * "Delete photo" button.
 */
import type { AlbumPhoto } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { PhotoViewer } from "./photo-viewer.js";

interface Props {
  photos: AlbumPhoto[];
  /** The owner's grid: a delete button on every photo. */
  onDelete?: (photo: AlbumPhoto, index: number) => void;
  className?: string;
}

export function AlbumGrid({ photos, onDelete, className }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const thumbnailOf = (index: number) => list.current?.querySelectorAll<HTMLElement>(".album-grid__thumb")[index] ?? null;
  const total = photos.length;

  return (
    <>
      <ul className={`album-grid${className ? ` ${className}` : ""}`} ref={list}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="album-grid__item">
            <button type="button" className="album-grid__thumb" onClick={() => setOpen(index)} aria-label={t`Open photo ${index + 1} of ${total}`}>
              <img src={photo.thumbUrl} alt="" loading="lazy" />
            </button>
            {onDelete ? (
              <button type="button" className="album-grid__delete" onClick={() => onDelete(photo, index)}>
                {t`Delete photo`}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null && open < total ? <PhotoViewer photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} thumbnailOf={thumbnailOf} /> : null}
    </>
  );
}
