/** The burn-after-read photo for its 8 s, with the countdown (burn-image.tsx opens it; loaded on demand). */
import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "../modals/on-demand.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import burnViewer from "./burn-viewer.css?inline";

adoptOnDemandStyles([burnViewer]);

export function BurnViewer({ url, remainingMs, onClose }: { url: string; remainingMs: number; onClose(): void }) {
  const { t } = useLingui();
  const seconds = Math.ceil(remainingMs / 1000);
  return (
    <Modal title={<Trans>Burn-after-read photo</Trans>} onClose={onClose} className="burn-viewer">
      <img className="burn-viewer__image" src={url} alt={t`Burn-after-read photo`} />
      <p className="burn-viewer__countdown" aria-live="polite">
        <Trans>Burns in {seconds} s</Trans>
      </p>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
