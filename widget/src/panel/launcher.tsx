/**
 * The round "Chat" button a partner page gets with the two-line embed: opens the panel and shows the
 * unread total. Hidden while the panel is open, inline, or when the page has its own entry point
 * (`hide-launcher`, e.g. the host app's header link).
 */
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { ChatIcon } from "@chat/design";
import type { PanelController } from "../element/controller.js";
import type { ChatRun } from "@chat/client";

const NO_UNREAD = atom(0);

export function Launcher({ controller, run }: { controller: PanelController; run: ChatRun | null }) {
  const { t } = useLingui();
  const open = useStore(controller.$open);
  const inline = useStore(controller.$inline);
  const hidden = useStore(controller.$hideLauncher);
  const unread = useStore(run?.chat.$unreadTotal ?? NO_UNREAD);
  if (open || inline || hidden) return null;
  return (
    <button type="button" className="launcher" part="launcher" aria-label={t`Chat`} title={t`Chat`} onClick={() => controller.setOpen(true)}>
      <ChatIcon className="launcher__icon" />
      {unread > 0 ? <span className="launcher__badge">{unread > 99 ? "99+" : unread}</span> : null}
    </button>
  );
}
