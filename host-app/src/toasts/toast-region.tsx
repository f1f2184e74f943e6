import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { CloseIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import { useLiveNoticeToasts } from "./live-notice-toasts.js";
import { usePageToasts } from "./page-toasts.js";
import "./toasts.css";

/** Shows the toasts store: a polite live region, errors as alerts, a toast's action, and the panel's live notices. */
export function ToastRegion() {
  const { t } = useLingui();
  const { toasts, router } = useEnv();
  useLiveNoticeToasts();
  usePageToasts(toasts, router);
  const list = useStore(toasts.$toasts);
  return (
    <div className="toasts" aria-live="polite">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === "error" ? "alert" : "status"}
        >
          <span className="toast__text">{toast.text}</span>
          {toast.action ? (
            <button type="button" className="toast__action" onClick={() => toast.action?.run()}>
              {toast.action.label}
            </button>
          ) : null}
          <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => toasts.dismiss(toast.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
