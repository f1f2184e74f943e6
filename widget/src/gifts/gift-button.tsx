/** The composer's "Gift" button; the picker it opens loads on demand (modals/on-demand.tsx). */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { GiftIcon } from "@chat/design";
import { GiftPicker } from "../modals/on-demand.js";
import { usePanel } from "../panel/panel-context.js";

export function GiftButton() {
  const { t } = useLingui();
  const { chat } = usePanel();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Gift`}
        title={t`Gift`}
        onClick={() => {
          setOpen(true);
          void chat.gifts.loadGifts();
        }}
      >
        <GiftIcon />
      </button>
      {open ? <GiftPicker onClose={() => setOpen(false)} /> : null}
    </>
  );
}
