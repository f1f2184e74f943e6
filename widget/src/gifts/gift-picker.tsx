/**
 * The gift picker (opened by the composer's "Gift" button, gift-button.tsx, as a chunk of its own):
 * the catalogue with prices (coins), the free gifts left this month (VIP 5, SVIP unlimited), a note,
 * and "Send gift". The server decides what is charged.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Modal } from "../modals/modal.js";
import { usePanel } from "../panel/panel-context.js";
import { adoptOnDemandStyles } from "../panel/panel-styles.js";
import giftPicker from "./gift-picker.css?inline";

adoptOnDemandStyles([giftPicker]);

export function GiftPicker({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const catalogue = useStore(chat.gifts.$gifts);
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const noteId = useId();
  const left = catalogue?.freeGiftsLeft ?? 0;
  const send = () => {
    if (!picked) return;
    void chat.sendGift(picked, note);
    onClose();
  };
  return (
    <Modal title={<Trans>Send a gift</Trans>} onClose={onClose} className="gift-picker">
      {!catalogue ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <>
          <p className="muted">
            {catalogue.freeGiftsLeft === null ? (
              <Trans>Your gifts are free (SVIP).</Trans>
            ) : catalogue.freeGiftsLeft > 0 ? (
              <Trans>Free gifts left this month: {left}</Trans>
            ) : null}
          </p>
          <fieldset className="gift-picker__list">
            <legend className="visually-hidden">
              <Trans>Gifts</Trans>
            </legend>
            {catalogue.gifts.map((gift) => {
              const coins = gift.coins;
              return (
                <label key={gift.id} className="gift-picker__item">
                  <input type="radio" name="gift" value={gift.id} checked={picked === gift.id} onChange={() => setPicked(gift.id)} />
                  <span aria-hidden="true">{gift.icon}</span> {gift.name}{" "}
                  <span className="muted">
                    <Trans>{coins} gold coins</Trans>
                  </span>
                </label>
              );
            })}
          </fieldset>
        </>
      )}
      <label htmlFor={noteId}>
        <Trans>Note</Trans>
      </label>
      <input id={noteId} className="input" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} placeholder={t`Optional`} />
      <div className="modal__actions">
        <button type="button" className="button button--primary" disabled={!picked} onClick={send}>
          <Trans>Send gift</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Modal>
  );
}
