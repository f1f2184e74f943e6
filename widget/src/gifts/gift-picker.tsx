/**
 * The gift picker (opened by the composer's "Gift" button, gift-button.tsx, as a chunk of its own):
 * the catalogue with prices (coins), the free gifts left this month (VIP 5, SVIP unlimited), a note,
 * and "Send gift". A gift that costs coins (none free left) asks first, naming the gift, its price and
 * the balance after (coins-confirm.tsx); its Cancel goes back to the picker with nothing sent. The
 * server decides what is charged.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Modal } from "../modals/modal.js";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import { CoinsConfirm, GoldCoins } from "../wallet/coins-confirm.js";
import giftPicker from "./gift-picker.css?inline";
import { giftName } from "./gift-names.js";

adoptOnDemandStyles([giftPicker]);

export function GiftPicker({ onClose }: { onClose(): void }) {
  const { t, i18n } = useLingui();
  const { chat } = usePanel();
  const catalogue = useStore(chat.gifts.$gifts);
  const [picked, setPicked] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const noteId = useId();
  const [confirming, setConfirming] = useState(false);
  const left = catalogue?.freeGiftsLeft ?? 0;
  const gift = catalogue?.gifts.find((g) => g.id === picked);
  const send = () => {
    if (!picked) return;
    void chat.sendGift(picked, note);
    onClose();
  };
  // Free: SVIP (null) or free gifts left this month.
  const paid = gift !== undefined && gift.coins > 0 && catalogue?.freeGiftsLeft === 0;
  if (confirming && gift) {
    const name = giftName(i18n, gift.id, gift.name);
    const amount = 1;
    return (
      <CoinsConfirm title={<Trans>Gift: {name} ×{amount}</Trans>} coins={gift.coins} confirmLabel={<Trans>Send gift</Trans>} onConfirm={send} onCancel={() => setConfirming(false)} />
    );
  }
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
                  <span aria-hidden="true">{gift.icon}</span> {giftName(i18n, gift.id, gift.name)}{" "}
                  <span className="muted">
                    <GoldCoins coins={coins} />
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
        <button type="button" className="button button--primary" disabled={!picked} onClick={paid ? () => setConfirming(true) : send}>
          <Trans>Send gift</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </Modal>
  );
}
