import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { CloseIcon } from "@chat/design";
import { useEnv } from "../app/env-context.js";
import "./toasts.css";

/** Shows the toasts store: a polite live region, errors as alerts. */
export function ToastRegion() {
  const { t } = useLingui();
  const { toasts } = useEnv();
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
          <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => toasts.dismiss(toast.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
