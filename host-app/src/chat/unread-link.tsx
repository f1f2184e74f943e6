import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { MouseEvent } from "react";
import { MailIcon } from "@chat/design";
import { useEnv } from "../common/env-context.js";
import "./chat.css";

/** The header's "Messages" link with the total unread count that `<chat-panel>` reports. */
export function UnreadLink() {
  const { t } = useLingui();
  const { chatPanel, viewport } = useEnv();
  const unread = useStore(chatPanel.$unread);
  const wide = useStore(viewport.$wide);
  const onClick = (event: MouseEvent) => {
    const panel = chatPanel.$element.get();
    // Wide screens float the panel over the page; narrow ones go to /chats.
    if (!wide || !panel) return;
    event.preventDefault();
    panel.toggle();
  };
  const shown = unread > 99 ? "99+" : String(unread);
  // The name holds the count exactly as the badge shows it (label in name, WCAG 2.5.3).
  const label = (unread: string) => t`Messages, ${unread} unread`;
  return (
    <a className="unread-link" href="/chats" onClick={onClick} aria-label={unread > 0 ? label(shown) : t`Messages`}>
      <MailIcon />
      {unread > 0 ? (
        <span className="unread-link__badge" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </a>
  );
}
