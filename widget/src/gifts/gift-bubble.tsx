/** A gift message (loaded with the first one shown) (custom `{type: "gift", id, amount, note}`): the gift's picture and name, the count and the note. */
import type { UiMessage } from "@chat/client";
import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../panel/panel-context.js";
import { GiftIcon } from "@chat/design";
import { adoptOnDemandStyles } from "../panel/panel-styles.js";
import gifts from "./gifts.css?inline";

adoptOnDemandStyles([gifts]);

export function GiftBubble({ message }: { message: UiMessage }) {
  const catalogue = useStore(usePanel().chat.gifts.$gifts);
  const custom = message.custom;
  const gift = catalogue?.gifts.find((g) => g.id === custom?.id);
  const amount = custom?.amount ?? 1;
  const name = gift?.name ?? custom?.id ?? "";
  return (
    <div className="bubble bubble--gift">
      <span className="gift__icon" aria-hidden="true">
        {gift?.icon ?? <GiftIcon />}
      </span>{" "}
      <Trans>
        Gift: {name} ×{amount}
      </Trans>
      {custom?.note ? (
        <div className="gift__note" dir="auto">
          {custom.note}
        </div>
      ) : null}
    </div>
  );
}
