import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { CloseIcon } from "@chat/design";
import { useEnv } from "../app/env-context.js";
import "./notices.css";

/** Shows the notices store: a polite live region, errors as alerts. */
export function NoticeRegion() {
  const { t } = useLingui();
  const { notices } = useEnv();
  const list = useStore(notices.$notices);
  return (
    <div className="notices" aria-live="polite">
      {list.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.kind}`}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          <span className="notice__text">{notice.text}</span>
          <button type="button" className="notice__close" aria-label={t`Dismiss`} onClick={() => notices.dismiss(notice.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
