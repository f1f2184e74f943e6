/**
 * The conversation's history, windowed: thousands of messages render only what is on screen.
 * Scrolling near the top loads 20 older messages and keeps the reader's place.
 */
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo } from "react";
import { usePanel } from "../common/panel-context.js";
import { MessageBubble } from "./message-bubble.js";
import { useVirtualList } from "./use-virtual-list.js";

export function MessageList({ onPreview }: { onPreview(url: string): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const active = useStore(chat.$active);
  const messages = useMemo(() => active?.messages ?? [], [active]);
  const keys = useMemo(() => messages.map((m) => m.key), [messages]);
  const { me } = usePanel();
  const recallable = useStore(chat.$recallable);
  // Where the read-receipt offer goes for someone who is not SVIP: under their newest sent message.
  const newestOwn = useMemo(() => messages.findLast((m) => m.fromUserId === me.id && m.status === "sent")?.key, [messages, me.id]);
  const canLoad = Boolean(active?.hasOlder && !active.loadingOlder);
  const onNearTop = useCallback(() => {
    if (canLoad) void chat.loadOlder();
  }, [canLoad, chat]);
  const { scrollRef, onScroll, rows, total, measure } = useVirtualList({ keys, onNearTop });

  // A short history that does not fill the view cannot be scrolled up: load more right away.
  useEffect(() => {
    const el = scrollRef.current;
    if (el && canLoad && el.scrollHeight <= el.clientHeight && el.clientHeight > 0) void chat.loadOlder();
  }, [canLoad, total, chat, scrollRef]);

  return (
    <div ref={scrollRef} className="messages" onScroll={onScroll} tabIndex={0} role="region" aria-label={t`Messages`} aria-busy={active?.loadingOlder ?? false}>
      {active?.loadingOlder ? <div className="messages__loading spinner" aria-hidden="true" /> : null}
      <div className="messages__canvas" role="list" style={{ blockSize: total }}>
        {rows.map((row) => {
          const message = messages[row.index];
          if (!message) return null;
          return (
            <div key={row.key} ref={measure(row.key)} role="listitem" className="messages__row" style={{ insetBlockStart: row.offset }}>
              <MessageBubble message={message} onPreview={onPreview} newestOwn={message.key === newestOwn} recallable={recallable.has(message.id)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
