/** A gift message (loaded with the first one shown) (custom `{type: "gift", id, amount, note}`): the gift's picture and name, the count and the note. */
import type { UiMessage } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { GiftIcon } from "@chat/design";
import { usePanel } from "../common/panel-context.js";
import { giftIcon, giftName } from "./gift-names.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import gifts from "./gifts.css?inline";

adoptOnDemandStyles([gifts]);

export function GiftBubble({ message }: { message: UiMessage }) {
  const { i18n } = useLingui();
  const custom = message.custom;
  const id = custom?.id ?? "";
  // A gift outside the catalogue this panel knows: as the server's list names it, once loaded.
  const listed = useStore(usePanel().chat.gifts.$gifts)?.gifts.find((g) => g.id === id);
  const icon = giftIcon(id) ?? listed?.icon;
  const amount = custom?.amount ?? 1;
  const name = giftName(i18n, id, listed?.name);
  return (
    <div className="bubble bubble--gift">
      <span className="gift__icon" aria-hidden="true">
        {icon ?? <GiftIcon />}
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
