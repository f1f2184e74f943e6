/**
 * A gift as the last message of a Recent row: the gift named in the reader's language, in the gift
 * bubble's words. Loaded with the first gift a row shows (message-preview.tsx): the names are not
 * in the open panel's code, whose budget is nearly spent.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { giftName } from "../gifts/gift-names.js";

export function GiftPreview({ id, amount }: { id: string; amount: number }) {
  const { i18n } = useLingui();
  const name = giftName(i18n, id);
  return (
    <Trans>
      Gift: {name} ×{amount}
    </Trans>
  );
}
