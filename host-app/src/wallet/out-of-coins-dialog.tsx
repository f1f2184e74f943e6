/**
 * "Insufficient gold coins!" (product §8) for the web app's pages: the server refused a charge (an order,
 * a translation, a burn recovery) for lack of coins. The page says why (`children`); "Top up coins"
 * (and, for translations, "Buy translation pack") lead to the account page's tabs; "Not now" closes.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Dialog } from "../common/dialog.js";

export function OutOfCoinsDialog({ children, translationPack = false, onClose }: { children: ReactNode; translationPack?: boolean; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Insufficient gold coins!`} onClose={onClose}>
      {children}
      <div className="dialog__actions">
        <a className="button button--primary" href="/account?index=2" onClick={onClose}>
          <Trans>Top up coins</Trans>
        </a>
        {translationPack ? (
          <a className="button button--secondary" href="/account?index=3" onClick={onClose}>
            <Trans>Buy translation pack</Trans>
          </a>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </Dialog>
  );
}
