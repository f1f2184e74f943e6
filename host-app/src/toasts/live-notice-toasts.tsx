/**
 * Live notices as the web app's toasts: someone followed the user, liked or commented on their
 * moment, replied to their comment, accepted their friend request or added them (the panel's
 * `chat-live-notice`). Friend notices the open panel shows itself, so they toast only while it is closed.
 */
import { isFriendNotice } from "@chat/client";
import type { ChatLiveNotice } from "@chat/widget";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useEnv } from "../common/env-context.js";
import { listenLiveNotices } from "../chat/live-notices.js";

export function useLiveNoticeToasts(): void {
  const { t } = useLingui();
  const { chatPanel, toasts } = useEnv();
  useEffect(() => {
    const textOf = ({ kind, nickname: name }: ChatLiveNotice): string => {
      switch (kind) {
        case "friend-accepted":
          return t`${name} accepted your friend request`;
        case "friend-added":
          return t`${name} added you as a friend`;
        case "followed":
          return t`${name} followed you`;
        case "liked":
          return t`${name} liked your moment`;
        case "commented":
          return t`${name} commented on your moment`;
        case "replied":
          return t`${name} replied to your comment`;
      }
    };
    return listenLiveNotices(chatPanel, (notice, panel) => {
      if (isFriendNotice(notice) && panel.isOpen) return;
      toasts.notify({ kind: "info", text: textOf(notice) });
    });
  }, [chatPanel, toasts, t]);
}
