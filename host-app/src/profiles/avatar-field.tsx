import type { AvatarUpload } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";

export interface AvatarChoice {
  file: File;
  zoom: number;
}

interface Props {
  /** The stored avatar, shown until a new picture is chosen. */
  current: string;
  choice: AvatarChoice | null;
  onChoose: (choice: AvatarChoice | null) => void;
  upload: AvatarUpload;
  error?: string | undefined;
}

/** Choose a picture, see its centre square, zoom into it; the form crops and uploads it on Save. */
export function AvatarField({ current, choice, onChoose, upload, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState("");
  const file = choice?.file;
  useEffect(() => {
    if (!file) return setPreview("");
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview || current;
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="field profile-avatar">
      <div className="profile-avatar__frame">
        {shown ? (
          <img className="profile-avatar__image" src={shown} alt={t`Avatar preview`} style={{ transform: `scale(${choice?.zoom ?? 1})` }} />
        ) : (
          <span className="profile-avatar__empty" aria-hidden="true">?</span>
        )}
      </div>
      <div className="profile-avatar__controls">
        <label className="field__label" htmlFor={id}>
          {t`Avatar`}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            onChoose(picked ? { file: picked, zoom: 1 } : null);
          }}
        />
        {choice ? (
          <label className="profile-avatar__zoom">
            <span>
              <Trans>Zoom</Trans>
            </span>
            <input type="range" min="1" max="3" step="0.1" value={choice.zoom} onChange={(event) => onChoose({ ...choice, zoom: Number(event.target.value) })} />
          </label>
        ) : null}
        {upload.status === "uploading" ? (
          <div className="profile-avatar__progress" role="status">
            <progress max={100} value={percent} aria-label={t`Uploading avatar`} />
            <span>{percent}%</span>
          </div>
        ) : null}
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
