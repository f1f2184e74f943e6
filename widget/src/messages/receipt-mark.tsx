/**
 * Read receipts on my sent messages, an SVIP privilege the server enforces: an SVIP sender sees
 * "Sent", "Delivered" or "Read" (live); anyone else sees, on their newest message, the offer
 * ("See when it's read with SVIP"), which asks the page for its membership screen.
 */
import { receiptOf, type UiMessage } from "@chat/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { usePanel } from "../common/panel-context.js";

export function ReceiptMark({ message, offer }: { message: UiMessage; offer: boolean }) {
  const { t } = useLingui();
  const { chat, me, controller } = usePanel();
  const wallet = useStore(chat.wallet.$wallet);
  const receipts = useStore(chat.$receipts);
  if ((wallet?.vipLevel ?? me.vipLevel) !== 2) {
    return offer ? (
      <button type="button" className="link-button message__receipt-offer" onClick={() => controller.emit("chat-need-coins", { kind: "membership" })}>
        <Trans>See when it's read with SVIP</Trans>
      </button>
    ) : null;
  }
  const state = receiptOf(receipts, message.toUserId, message);
  const label = state === "read" ? t`Read` : state === "delivered" ? t`Delivered` : t`Sent`;
  return (
    <span className={`message__receipt message__receipt--${state}`} role="img" aria-label={label} title={label}>
      {state === "sent" ? "✓" : "✓✓"}
    </span>
  );
}
