/**
 * The "Emoji" popover: the grid placed by floating-ui above its button. It loads on demand with the
 * first opening (emoji-picker.tsx), so the open panel never downloads floating-ui. Arrow keys move
 * through the grid, Enter picks, Escape or a click outside (seen through the shadow root with
 * composedPath) closes.
 */
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { eventInside } from "../modals/focus.js";
import { EMOJI_NAMES } from "./emoji-names.js";
import { EmojiImage } from "./emoji-text.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import emojiGrid from "./emoji-grid.css?inline";

adoptOnDemandStyles([emojiGrid]);

const COLUMNS = 8;

export function EmojiGrid({ anchor, onPick, onClose }: { anchor: HTMLElement | null; onPick(token: string): void; onClose(): void }) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const gridRef = useRef<Array<HTMLButtonElement | null>>([]);
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement: "top-start",
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    gridRef.current[0]?.focus();
  }, []);

  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (!eventInside(event, refs.floating.current) && !eventInside(event, anchor)) onClose();
    };
    document.addEventListener("pointerdown", onDown, true);
    return () => document.removeEventListener("pointerdown", onDown, true);
  }, [anchor, onClose, refs.floating]);

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
      Escape: onClose,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
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
              onClose();
            }}
          >
            <EmojiImage name={name} />
          </button>
        ))}
      </div>
    </div>
  );
}
