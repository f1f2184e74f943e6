/**
 * A user's album as a read-only strip of thumbnails with the same full-size viewer, for another
 * user's home page: `<AlbumStrip userId={id} />`. Shows nothing while loading or when the album is
 * empty.
 */
import { createAlbum } from "@chat/client";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { useEnv } from "../common/env-context.js";
import { AlbumGrid } from "./album-grid.js";
import "./album.css";

export function AlbumStrip({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { api } = useEnv();
  const album = useMemo(() => createAlbum({ api, userId }), [api, userId]);
  const state = useStore(album.$state);
  useEffect(() => {
    void album.load();
  }, [album]);

  if (!state.photos?.length) return null;
  return (
    <section className="album-strip" aria-label={t`Album`}>
      <AlbumGrid photos={state.photos} className="album-grid--strip" />
    </section>
  );
}
