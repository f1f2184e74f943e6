/**
 * The out-of-coins offer of the moment pages: a translation or a burn recovery the server refused for
 * lack of coins (the wallet's dialog, with the translation pack offered for translations).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { OutOfCoinsDialog } from "../wallet/out-of-coins-dialog.js";
import { useMoments } from "./use-moments.js";

export function CoinsDialog() {
  const { t } = useLingui();
  const { $outOfCoins } = useMoments();
  const kind = useStore($outOfCoins);
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
