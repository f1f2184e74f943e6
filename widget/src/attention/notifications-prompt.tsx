/**
 * "Turn on notifications": the one place the panel asks the browser for permission to show desktop
 * notifications, on the person's click, never on load. Shown at the top of Recent while the element
 * has `notifications`, the browser has not been asked yet, and the person has not said "Not now".
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { CloseIcon } from "@chat/design";
import { usePanel } from "../common/panel-context.js";

const DISMISSED_KEY = "chat-panel:notifications-prompt";

const askable = () => typeof Notification !== "undefined" && Notification.permission === "default";

const storedDismissal = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
};

export function NotificationsPrompt() {
  const { controller } = usePanel();
  const wanted = useStore(controller.$notifications);
  const [hidden, setHidden] = useState(() => !askable() || storedDismissal());
  if (!wanted || hidden) return null;
  const dismiss = () => {
    setHidden(true);
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode: the prompt comes back next time, which is fine.
    }
  };
  return <NotificationsPromptRow onTurnOn={() => void Notification.requestPermission().finally(() => setHidden(!askable()))} onDismiss={dismiss} />;
}

/** The row itself: "Turn on notifications" with its reason, and "Not now". */
export function NotificationsPromptRow({ onTurnOn, onDismiss }: { onTurnOn(): void; onDismiss(): void }) {
  const { t } = useLingui();
  return (
    <li className="recent__row recent__prompt">
      <button type="button" className="recent__main" onClick={onTurnOn}>
        <span className="recent__text">
          <span className="recent__name">
            <Trans>Turn on notifications</Trans>
          </span>
          <span className="recent__preview muted">
            <Trans>Know when someone writes, even with this page in the background.</Trans>
          </span>
        </span>
      </button>
      <button type="button" className="icon-button" aria-label={t`Not now`} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </li>
  );
}
