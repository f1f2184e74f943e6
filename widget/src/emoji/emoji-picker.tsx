/**
 * The "Emoji" button. Its popover grid (emoji-grid.tsx, with floating-ui) loads on demand the first
 * time it opens; closing returns the focus to the button.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import { SmileIcon } from "@chat/design";
import { onDemand } from "../modals/on-demand.js";

const EmojiGrid = onDemand(() => import("./emoji-grid.js").then((m) => m.EmojiGrid));

export function EmojiPicker({ onPick }: { onPick(token: string): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t`Emoji`}
        title={t`Emoji`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <SmileIcon />
      </button>
      {open ? <EmojiGrid anchor={buttonRef.current} onPick={onPick} onClose={close} /> : null}
    </>
  );
}
