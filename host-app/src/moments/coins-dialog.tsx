/**
 * The moment pages' dialogs about coins: the confirmation before a burned moment's recovery, and the
 * out-of-coins offer after a translation or a recovery the server refused for lack of coins (the
 * wallet's dialog, with the translation pack offered for translations). Both load when first shown.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { BurnRecoveryConfirm, OutOfCoinsDialog } from "./on-demand.js";
import { useMoments } from "./use-moments.js";

export function CoinsDialog() {
  const { t } = useLingui();
  const { $outOfCoins, $confirmRecovery } = useMoments();
  const kind = useStore($outOfCoins);
  const recovering = useStore($confirmRecovery);
  if (recovering !== null) return <BurnRecoveryConfirm key={recovering} id={recovering} />;
  if (!kind) return null;
  return (
    <OutOfCoinsDialog translationPack={kind === "translation"} onClose={() => $outOfCoins.set(null)}>
      <p>{kind === "translation" ? t`Translation needs translation characters or gold coins.` : t`Recovering a burned moment needs gold coins.`}</p>
      <p className="page__soon">
        <Trans>Nothing was charged.</Trans>
      </p>
    </OutOfCoinsDialog>
  );
}
