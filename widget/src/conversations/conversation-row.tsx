/**
 * One conversation in Recent: avatar, remark or nickname ("Deleted user" for a deleted account, which
 * has no remark to edit), last message, time and unread count. Right-click or a long press opens the
 * row menu; "Edit remark" renames inline.
 */
import type { Conversation } from "@chat/protocol";
import { formatChatTime } from "@chat/i18n/chat-time";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import { PencilIcon } from "@chat/design";
import { Avatar } from "../common/avatar.js";
import { MessagePreview } from "../messages/message-preview.js";
import { usePanel } from "../common/panel-context.js";
import { onDemand } from "../modals/on-demand.js";
import type { MenuPoint } from "./row-menu.js";

/** The inline remark field comes with the first remark edited. */
const RemarkEditor = onDemand(() => import("./remark-editor.js").then((m) => m.RemarkEditor));

// The menu (with floating-ui) loads on demand with its first opening: most people never open it.
const RowMenu = onDemand(() => import("./row-menu.js").then((m) => m.RowMenu));

const LONG_PRESS_MS = 500;

export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const [menu, setMenu] = useState<MenuPoint | null>(null);
  const [editing, setEditing] = useState(false);
  // Every row has an "Edit remark" button; the row's name tells them apart for screen readers.
  const nameId = useId();
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number } | null>(null);
  const service = conversation.userType === "service";
  const deleted = conversation.deleted === true;
  const name = deleted ? t`Deleted user` : conversation.remark || conversation.nickname;
  const unread = conversation.unread_num;

  const cancelPress = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  const onPointerDown = (event: PointerEvent) => {
    // The press comes tens of milliseconds before the click: the history request can leave now.
    if (event.button === 0) chat.prefetchConversation(conversation.userId);
    if (event.pointerType === "mouse") return;
    const { clientX: x, clientY: y } = event;
    cancelPress();
    press.current = { x, y, timer: setTimeout(() => setMenu({ x, y }), LONG_PRESS_MS) };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = press.current;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > 10) cancelPress();
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    cancelPress();
    const rect = event.currentTarget.getBoundingClientRect();
    // A keyboard's context-menu key reports (0, 0): open at the row instead.
    setMenu(event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : { x: rect.left + 24, y: rect.bottom });
  };

  return (
    <li className="recent__row">
      {editing ? (
        <div className="recent__main">
          <Avatar src={conversation.avatar} name={name} />
          <RemarkEditor conversation={conversation} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <button
          type="button"
          className="recent__main"
          onClick={() => {
            if (!menu) void chat.openConversation(conversation.userId);
          }}
          onContextMenu={onContextMenu}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={cancelPress}
          onPointerCancel={cancelPress}
        >
          <Avatar src={conversation.avatar} name={name} />
          <span className="recent__text">
            <span className="recent__name" id={nameId} dir="auto">
              {service ? <Trans>Customer service</Trans> : name}
            </span>
            <span className="recent__preview" dir="auto">
              {conversation.lastMessage ? <MessagePreview message={conversation.lastMessage} /> : null}
            </span>
          </span>
          <span className="recent__meta">
            {conversation.lastTime ? <time className="recent__time">{formatChatTime(conversation.lastTime)}</time> : null}
            {unread > 0 ? (
              <span className="badge" aria-label={t`${unread} unread`}>
                {unread}
              </span>
            ) : null}
          </span>
        </button>
      )}
      {service || editing || deleted ? null : (
        <button type="button" className="icon-button recent__edit" aria-label={t`Edit remark`} aria-describedby={nameId} title={t`Edit remark`} onClick={() => setEditing(true)}>
          <PencilIcon />
        </button>
      )}
      {menu ? <RowMenu point={menu} peerId={conversation.userId} name={name} onClose={() => setMenu(null)} /> : null}
    </li>
  );
}
