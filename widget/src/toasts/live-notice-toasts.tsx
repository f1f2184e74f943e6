/**
 * The panel's live notices of friendships: "Ada accepted your friend request" shows for a few seconds
 * when the other side accepts (or adds me), in a polite live region. The region is always there, so
 * screen readers hear what goes into it; the notice itself (its words, style and timer) loads on
 * demand with the first one (live-notice-toast.tsx). Follows, likes and comments are the page's to
 * show (`chat-live-notice`); here they move the interaction row's count.
 */
import { isFriendNotice, type LiveNotice } from "@chat/client";
import { useCallback, useEffect, useState } from "react";
import { onDemand } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

const LiveNoticeToast = onDemand(() => import("./live-notice-toast.js").then((m) => m.LiveNoticeToast));

export function LiveNoticeToasts() {
  const { chat } = usePanel();
  const [shown, setShown] = useState<readonly LiveNotice[]>([]);
  const done = useCallback((id: number) => setShown((list) => list.filter((n) => n.id !== id)), []);
  // Only what comes while the panel is here: an older notice is not shown again on opening.
  useEffect(
    () =>
      chat.$liveNotice.listen((notice) => {
        if (notice && isFriendNotice(notice)) setShown((list) => [...list.slice(-2), notice]);
      }),
    [chat],
  );
  return (
    <div className="live-notices" aria-live="polite">
      {shown.map((notice) => (
        <LiveNoticeToast key={notice.id} notice={notice} onDone={done} />
      ))}
    </div>
  );
}
