import type { Conversation } from "@chat/protocol";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { usePanel } from "../common/panel-context.js";

/**
 * The inline remark field: saved on blur only if it changed (product §2); when saving fails the store
 * puts the old name back, and so does this field.
 */
export function RemarkEditor({ conversation, onDone }: { conversation: Conversation; onDone(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const initial = conversation.remark;
  const [value, setValue] = useState(initial || conversation.nickname);
  const ref = useRef<HTMLInputElement>(null);
  const finished = useRef(false);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  const save = () => {
    if (finished.current) return;
    finished.current = true;
    const next = value.trim();
    const unchanged = next === (initial || conversation.nickname) || (!initial && next === "");
    onDone();
    if (!unchanged) void chat.renameRemark(conversation.userId, next);
  };

  return (
    <input
      ref={ref}
      className="recent__remark"
      aria-label={t`Remark`}
      maxLength={32}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          save();
        } else if (event.key === "Escape") {
          event.stopPropagation();
          finished.current = true;
          onDone();
        }
      }}
    />
  );
}
