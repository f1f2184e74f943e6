/**
 * `/myAlbum` (spec "my album"): the signed-in user's photos as a grid of thumbnails, the count out of
 * the limit, "Upload photo" with its progress, "Delete photo" after a confirmation, and the full-size
 * viewer.
 */
import { createAlbum, type Album } from "@chat/client";
import type { AlbumPhoto } from "@chat/protocol";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useEnv } from "../common/env-context.js";
import { AlbumGrid } from "./album-grid.js";
import { ConfirmDelete } from "../common/confirm-dialog.js";
import "./album.css";

interface Props {
  /** The store to show (stories); the page builds the user's own otherwise. */
  album?: Album;
}

export function AlbumPage({ album: given }: Props) {
  const { t } = useLingui();
  const { api } = useEnv();
  const album = useMemo(() => given ?? createAlbum({ api }), [given, api]);
  const state = useStore(album.$state);
  const upload = useStore(album.$upload);
  const full = useStore(album.$full);
  const deleteError = useStore(album.$deleteError);
  const [confirm, setConfirm] = useState<{ photo: AlbumPhoto; index: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (!given) void album.load();
  }, [album, given]);

  const photos = state.photos ?? [];
  const percent = Math.round(upload.progress * 100);
  const uploading = upload.status === "uploading";

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await album.upload(file);
    // The same file can be chosen again after a failure.
    if (input.current) input.current.value = "";
  };

  const deleteConfirmed = async () => {
    if (!confirm) return;
    const { photo, index } = confirm;
    const done = await album.remove(photo.id);
    setConfirm(null);
    if (done) {
      // The focus goes to the photo that took its place, else to the upload button.
      requestAnimationFrame(() => {
        const thumbs = grid.current?.querySelectorAll<HTMLElement>(".album-grid__thumb");
        const next = thumbs?.[Math.min(index, thumbs.length - 1)];
        (next ?? input.current)?.focus();
      });
    }
  };

  return (
    <section className="page album-page" aria-labelledby={`${inputId}-title`}>
      <header className="album-page__head">
        <h1 className="page__title" id={`${inputId}-title`}>
          <Trans>My album</Trans>
        </h1>
        <p className="album-page__count" aria-label={t`${photos.length} of ${state.limit} photos`}>
          {photos.length} / {state.limit}
        </p>
      </header>
      <div className="album-page__upload">
        <input
          ref={input}
          id={inputId}
          className="album-page__file"
          type="file"
          accept="image/png,image/jpeg,image/gif"
          disabled={uploading || full}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <label htmlFor={inputId} className={`button button--primary${uploading || full ? " album-page__upload-label--disabled" : ""}`}>
          {t`Upload photo`}
        </label>
        {uploading ? (
          <div className="album-page__progress" role="status">
            <progress max={100} value={percent} aria-label={t`Uploading photo`} />
            <span>{percent}%</span>
          </div>
        ) : null}
        {upload.status === "done" ? (
          <p className="album-page__note" role="status">
            <Trans>Photo added.</Trans>
          </p>
        ) : null}
        {full ? (
          <p className="album-page__note">
            <Trans>Your album is full. Delete a photo to add another.</Trans>
          </p>
        ) : null}
      </div>
      {upload.status === "failed" ? (
        <p className="album-page__error" role="alert">
          {upload.error}
        </p>
      ) : null}
      {deleteError ? (
        <p className="album-page__error" role="alert">
          {deleteError}
        </p>
      ) : null}
      {state.error ? (
        <p className="album-page__error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div ref={grid}>
        {state.photos === null && state.loading ? (
          <p className="page__soon" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        ) : photos.length === 0 && !state.error ? (
          <p className="page__soon">
            <Trans>No photos yet. Upload your first photo.</Trans>
          </p>
        ) : (
          <AlbumGrid photos={photos} onDelete={(photo, index) => setConfirm({ photo, index })} />
        )}
      </div>
      {confirm ? (
        <ConfirmDelete title={t`Delete photo`} onClose={() => setConfirm(null)} onConfirm={() => void deleteConfirmed()} className="album-confirm">
          <img className="album-confirm__thumb" src={confirm.photo.thumbUrl} alt="" />
          <p>
            <Trans>Delete this photo from your album? This cannot be undone.</Trans>
          </p>
        </ConfirmDelete>
      ) : null}
    </section>
  );
}
