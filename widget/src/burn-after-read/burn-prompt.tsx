/**
 * The three-coin prompt (product §6) before a paid burn-after-read photo is opened: what the coins buy,
 * the price and the balance after. "Cancel" reads and charges nothing; "Don't show again" with the
 * yes stops the question on every device (`update_alert_status`). Loaded with the first one shown.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { usePanel } from "../common/panel-context.js";
import { CoinsConfirm } from "../wallet/coins-confirm.js";

export function BurnPrompt({ messageId, coins }: { messageId: string; coins: number }) {
  const { burnAfterRead } = usePanel().chat;
  const [again, setAgain] = useState(false);
  return (
    <CoinsConfirm
      title={<Trans>View burn-after-read photo</Trans>}
      coins={coins}
      confirmLabel={<Trans>Confirm</Trans>}
      onConfirm={() => void burnAfterRead.confirmBurnPrompt(messageId, again)}
      onCancel={() => burnAfterRead.cancelBurnPrompt(messageId)}
      footer={
        <label className="coins-confirm__again">
          <input type="checkbox" checked={again} onChange={(e) => setAgain(e.target.checked)} /> <Trans>Don't show again</Trans>
        </label>
      }
    >
      {/* The spec's words name the price (3, PRICES.newFriendPhotosCoins); a price the operator changed is named by the price alone. */}
      {coins === 3 ? (
        <p>
          <Trans>Three gold coins give permission to view new friends' photos</Trans>
        </p>
      ) : null}
    </CoinsConfirm>
  );
}
