/**
 * Asks before a burned moment is reopened (`POST /api/dynamic/burn-recovery`), as every purchase does.
 * The server spends one of the membership's blurred-photo views first, else BURN_RECOVERY_COINS gold
 * coins, so the dialog names whichever the wallet says will go. Cancel sends nothing. The endpoint takes
 * no expected price: its cost is the protocol's constant, the same on both sides.
 */
import { isOutOfCoins, type PurchaseOffer } from "@chat/client";
import { BURN_RECOVERY_COINS } from "@chat/protocol/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useEnv } from "../common/env-context.js";
import { PurchaseConfirm } from "../wallet/purchase-confirm.js";
import { useMoments } from "./use-moments.js";

export function BurnRecoveryConfirm({ id }: { id: number }) {
  const { t } = useLingui();
  const { wallet } = useEnv();
  const moments = useMoments();
  const balance = useStore(wallet.$wallet);
  // The blurred-photo views are in the wallet's balance only (my-info has none): ask for it now.
  useEffect(() => void wallet.refresh().catch(() => undefined), [wallet]);
  const views = balance?.blurUses ?? 0;
  // A bill-like item: what is bought has no package of its own, only these words.
  const offer: PurchaseOffer = { item: { kind: "bill", item: t`Seeing this burned moment's photos again`, type: "burn_recovery" }, price: { coins: BURN_RECOVERY_COINS } };

  const confirm = async () => {
    moments.$confirmRecovery.set(null);
    const code = await moments.burn.recover(id);
    if (isOutOfCoins(code)) moments.$outOfCoins.set("burn");
    // The side bar's balances follow the charge even without the panel's live wallet events.
    else if (code === 0) await wallet.refresh().catch(() => undefined);
  };

  return (
    <PurchaseConfirm
      offer={offer}
      {...(views > 0 ? { allowance: { asset: "blur_uses" as const, price: 1, balance: views } } : {})}
      onConfirm={() => void confirm()}
      onCancel={() => moments.$confirmRecovery.set(null)}
    />
  );
}
