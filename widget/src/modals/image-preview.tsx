import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "./modal.js";

/** A chat image at full size. */
export function ImagePreview({ src, onClose }: { src: string; onClose(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Image preview`} onClose={onClose} className="modal--image">
      <img className="modal__image" src={src} alt={t`Chat image`} />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
