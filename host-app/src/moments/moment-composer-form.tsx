/**
 * The composer: the text, "Add photos" (one to nine, with previews and Remove), "Burn after reading",
 * then "Post" with the upload's progress; "Published" is confirmed. Problems show before anything is
 * sent; a refused post keeps the draft and its pictures.
 */
import { isOutOfCoins, type ComposerProblem, type MomentComposer } from "@chat/client";
import type { Moment } from "@chat/protocol";
import { MOMENT_LIMITS } from "@chat/protocol/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useRef, type FormEvent } from "react";
import { useEnv } from "../common/env-context.js";

export function MomentComposerForm({ composer, onPosted }: { composer: MomentComposer; onPosted?: (moment: Moment) => void }) {
  const { t } = useLingui();
  const { toasts } = useEnv();
  const draft = useStore(composer.$draft);
  const status = useStore(composer.$status);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploading = status.status === "uploading";
  const percent = Math.round(status.progress * 100);
  const maxChars = MOMENT_LIMITS.textChars;
  const maxPhotos = MOMENT_LIMITS.pictures;
  const problemText: Record<ComposerProblem, string> = {
    momentTextRequired: t`Write something to share.`,
    messageTooLong: t`The text is too long (at most ${maxChars} characters).`,
    picturesRequired: t`Add at least one photo.`,
    tooManyPictures: t`A moment holds at most ${maxPhotos} photos.`,
    notAnImage: t`Only photos can be added.`,
  };

  const post = async (event: FormEvent) => {
    event.preventDefault();
    const moment = await composer.post();
    if (moment) {
      toasts.notify({ kind: "success", text: t`Published` });
      onPosted?.(moment);
    }
  };

  return (
    <form className="moment-composer" aria-labelledby={`${id}-title`} onSubmit={(e) => void post(e)} noValidate>
      <h2 className="moment-composer__title" id={`${id}-title`}>
        <Trans>New moment</Trans>
      </h2>
      <label htmlFor={`${id}-text`} className="moment-composer__label">
        <Trans>What do you want to share?</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={draft.text}
        disabled={uploading}
        aria-invalid={status.problems.includes("momentTextRequired") || status.problems.includes("messageTooLong") ? true : undefined}
        onChange={(e) => composer.setText(e.target.value)}
      />
      <p className="moment-composer__count" aria-live="off">
        {[...draft.text].length} / {MOMENT_LIMITS.textChars}
      </p>
      {draft.pictures.length > 0 ? (
        <ul className="moment-composer__previews" aria-label={t`Photos to post`}>
          {draft.pictures.map((picture, i) => {
            const n = i + 1;
            return (
            <li key={picture.key}>
              {picture.preview ? <img src={picture.preview} alt={t`Photo ${n}`} /> : <span className="moment-composer__no-preview">{n}</span>}
              <button type="button" className="moment-link" aria-label={t`Remove photo ${n}`} disabled={uploading} onClick={() => composer.removePicture(picture.key)}>
                <Trans>Remove</Trans>
              </button>
            </li>
            );
          })}
        </ul>
      ) : null}
      <div className="moment-composer__row">
        <input
          ref={file}
          id={`${id}-file`}
          className="moment-composer__file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          disabled={uploading || draft.pictures.length >= MOMENT_LIMITS.pictures}
          onChange={(e) => {
            composer.addPictures(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
        <label htmlFor={`${id}-file`} className="button button--secondary">
          <Trans>Add photos</Trans>
        </label>
        <span className="moment-composer__count">
          {draft.pictures.length} / {MOMENT_LIMITS.pictures}
        </span>
        <label className="moment-composer__burn">
          <input type="checkbox" checked={draft.burn} disabled={uploading} onChange={(e) => composer.setBurn(e.target.checked)} />
          <Trans>Burn after reading</Trans>
        </label>
        <button type="submit" className="button button--primary" disabled={uploading}>
          <Trans>Post</Trans>
        </button>
      </div>
      {uploading ? (
        <div className="moment-composer__progress" role="status">
          <progress max={100} value={percent} aria-label={t`Posting`} />
          <span>{percent}%</span>
        </div>
      ) : null}
      {status.problems.length > 0 ? (
        <div className="moment-composer__problems" role="alert">
          <ul>
            {status.problems.map((p) => (
              <li key={p}>{problemText[p]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status.status === "failed" ? (
        <p className="moment-composer__problems" role="alert">
          {isOutOfCoins(status.code) ? t`Insufficient gold coins!` : status.error || t`Something went wrong. Please try again.`} <Trans>Your moment is kept.</Trans>
        </p>
      ) : null}
    </form>
  );
}
