/**
 * One live notice in the panel (live-notice-toasts.tsx): its words, a close button, and gone by itself
 * after a few seconds. A chunk of its own (`ON_DEMAND` in vite.lib.config.ts) with its stylesheet.
 */
import type { LiveNotice } from "@chat/client";
import { CloseIcon } from "@chat/design";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import styles from "./live-notices.css?inline";

adoptOnDemandStyles([styles]);

/** How long a notice stays (long enough to read a name and a sentence twice). */
export const LIVE_NOTICE_MS = 6_000;

export function LiveNoticeToast({ notice, onDone }: { notice: LiveNotice; onDone(id: number): void }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(() => onDone(notice.id), LIVE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [onDone, notice.id]);
  const name = notice.nickname;
  return (
    <div className="live-notice" role="status">
      <span className="live-notice__text">
        {notice.kind === "friend-accepted" ? <Trans>{name} accepted your friend request</Trans> : <Trans>{name} added you as a friend</Trans>}
      </span>
      <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => onDone(notice.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
