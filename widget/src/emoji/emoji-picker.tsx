/**
 * The "Emoji" button and its popover grid. Arrow keys move through the grid, Enter picks, Escape or a
 * click outside (seen through the shadow root with composedPath) closes and returns the focus.
 */
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { SmileIcon } from "@chat/design";
import { eventInside } from "../modals/focus.js";
import { EMOJI_NAMES } from "./emoji.js";
import { EmojiImage } from "./emoji-text.js";

const COLUMNS = 8;

export function EmojiPicker({ onPick }: { onPick(token: string): void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const gridRef = useRef<Array<HTMLButtonElement | null>>([]);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: "top-start",
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (!open) return;
    gridRef.current[active]?.focus();
    // Focus only when opening; arrow keys move it afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!eventInside(event, refs.floating.current) && !eventInside(event, buttonRef.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown, true);
    return () => document.removeEventListener("pointerdown", onDown, true);
  }, [open, refs.floating]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(EMOJI_NAMES.length - 1, index));
    setActive(next);
    gridRef.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = (event.currentTarget as HTMLElement).closest("[dir]")?.getAttribute("dir") === "rtl";
    const step = rtl ? -1 : 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(active + step),
      ArrowLeft: () => move(active - step),
      ArrowDown: () => move(active + COLUMNS),
      ArrowUp: () => move(active - COLUMNS),
      Home: () => move(0),
      End: () => move(EMOJI_NAMES.length - 1),
      Escape: close,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <>
      <button
        ref={(el) => {
          buttonRef.current = el;
          refs.setReference(el);
        }}
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
      {open ? (
        <div ref={refs.setFloating} style={floatingStyles} className="emoji-picker" role="dialog" aria-label={t`Emoji`} onKeyDown={onKeyDown}>
          <div className="emoji-picker__grid">
            {EMOJI_NAMES.map((name, i) => (
              <button
                key={name}
                ref={(el) => {
                  gridRef.current[i] = el;
                }}
                type="button"
                className="emoji-picker__item"
                tabIndex={i === active ? 0 : -1}
                aria-label={`:${name}:`}
                onClick={() => {
                  onPick(`[${name}]`);
                  close();
                }}
              >
                <EmojiImage name={name} />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
