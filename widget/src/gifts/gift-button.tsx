/** The composer's "Gift" button; the picker it opens loads on demand (modals/on-demand.tsx). */
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { GiftIcon } from "@chat/design";
import { GiftPicker } from "../modals/on-demand.js";
import { usePanel } from "../common/panel-context.js";

export function GiftButton() {
  const { t } = useLingui();
  const { chat } = usePanel();
  const view = useStore(chat.$view);
  const pickerFor = useStore(chat.gifts.$pickerFor);
  const peerId = view.name === "conversation" ? view.peerId : null;
  // Leaving the conversation closes its picker; coming back does not reopen it.
  useEffect(() => () => chat.gifts.openPicker(null), [chat]);
  return (
    <>
      <button type="button" className="icon-button" aria-label={t`Gift`} title={t`Gift`} onClick={() => chat.gifts.openPicker(peerId)}>
        <GiftIcon />
      </button>
      {peerId !== null && pickerFor === peerId ? <GiftPicker onClose={() => chat.gifts.openPicker(null)} /> : null}
    </>
  );
}
