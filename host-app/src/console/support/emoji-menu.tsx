/** The reply box's "Emoji" button and its grid: a pick goes into the reply as the chat's `[name]` token. */
import { SmileIcon } from "@chat/design";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { EMOJI } from "./emoji.js";
import { usePopover } from "./use-popover.js";

export function EmojiMenu({ onPick }: { onPick: (token: string) => void }) {
  const { t } = useLingui();
  const popover = usePopover();
  useEffect(() => {
    if (popover.open) popover.panelRef.current?.querySelector("button")?.focus();
  }, [popover.open, popover.panelRef]);

  return (
    <span className="inbox-popover-anchor">
      <button ref={popover.buttonRef} type="button" className="button button--secondary inbox-tool" aria-expanded={popover.open} aria-haspopup="dialog" onClick={popover.toggle}>
        <SmileIcon /> {t`Emoji`}
      </button>
      {popover.open ? (
        <div ref={popover.panelRef} className="inbox-popover inbox-emoji" role="dialog" aria-label={t`Emoji`} onKeyDown={popover.onKeyDown}>
          {EMOJI.map(([name, char]) => (
            <button
              key={name}
              type="button"
              className="inbox-emoji__item"
              aria-label={`:${name}:`}
              title={`:${name}:`}
              onClick={() => {
                onPick(`[${name}]`);
                popover.close();
              }}
            >
              {char}
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
