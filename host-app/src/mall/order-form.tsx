/**
 * The order form (spec "Gift: recipient and address required"): quantity, consignee, phone, address
 * and a message, or "Send as a gift" to a friend with their address. The latest saved address fills an
 * order for oneself. A valid order is confirmed first (what, the total, the coins after) and placed at
 * that total. Out of coins opens the out-of-coins dialog; other refusals show the server's reason.
 */
import { EMPTY_ORDER, goodOffer, type Mall, type OrderErrors, type OrderValues, type Receipt } from "@chat/client";
import type { MallGood, MallOrder } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { TextField } from "../account/text-field.js";
import { OutOfCoinsDialog } from "../wallet/out-of-coins-dialog.js";
import { PurchaseConfirm } from "../wallet/purchase-confirm.js";
import { orderErrorText } from "./mall-messages.js";
import "../account/account.css";

export interface OrderFormProps {
  good: MallGood;
  mall: Mall;
  onPlaced(order: MallOrder, receipt: Receipt): void;
  /** Starting values and state (stories). */
  initial?: Partial<OrderValues>;
  initialErrors?: OrderErrors;
  initialOutOfCoins?: boolean;
  /** Opens with the confirmation asked (stories). */
  initialConfirming?: boolean;
}

export function OrderForm({ good, mall, onPlaced, initial, initialErrors, initialOutOfCoins, initialConfirming }: OrderFormProps) {
  const { t, i18n } = useLingui();
  const receivers = useStore(mall.$receivers);
  const friends = useStore(mall.$friends);
  const [values, setValues] = useState<OrderValues>({ ...EMPTY_ORDER, ...initial });
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<OrderErrors>(initialErrors ?? {});
  const [failure, setFailure] = useState("");
  const [outOfCoins, setOutOfCoins] = useState(initialOutOfCoins ?? false);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(initialConfirming ?? false);
  const giftId = useId();
  const recipientId = useId();

  // The latest saved address fills a form nobody has typed in yet.
  const latest = receivers[0];
  useEffect(() => {
    if (latest && !touched && !initial) setValues((v) => ({ ...v, consignee: latest.consignee, phone: latest.phone, address: latest.address }));
  }, [latest, touched, initial]);

  const set = (field: keyof OrderValues) => (value: string | boolean) => {
    setTouched(true);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const error = (field: keyof OrderErrors) => (errors[field] ? orderErrorText(i18n, errors[field]) : undefined);
  const quantity = Number(values.quantity);
  const total = Number.isInteger(quantity) && quantity > 0 ? quantity * good.price : 0;

  // The form is checked before the confirmation, so the dialog only asks about a valid order.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    const invalid = mall.validateOrder(good.id, values);
    if (invalid) return setErrors(invalid);
    setConfirming(true);
  };

  const place = async () => {
    setConfirming(false);
    setSending(true);
    const result = await mall.placeOrder(good.id, values, total);
    setSending(false);
    if (result.ok) return onPlaced(result.order, result.receipt);
    if ("errors" in result) return setErrors(result.errors);
    if ("outOfCoins" in result) return setOutOfCoins(true);
    setFailure(result.message || t`The order could not be placed. Please try again.`);
  };

  return (
    <form className="order-form" noValidate onSubmit={submit}>
      <TextField label={t`Quantity`} type="number" inputMode="numeric" min={1} max={99} value={values.quantity} onValueChange={set("quantity")} error={error("quantity")} />
      <p className="order-form__total" aria-live="polite">
        <Trans>Total:</Trans> <Plural value={total} one="# gold coin" other="# gold coins" />
      </p>
      <div className="order-form__check">
        <input id={giftId} type="checkbox" checked={values.gift} onChange={(e) => set("gift")(e.target.checked)} />
        <label htmlFor={giftId}>
          <Trans>Send as a gift</Trans>
        </label>
      </div>
      {values.gift ? (
        <div className="field">
          <label className="field__label" htmlFor={recipientId}>
            <Trans>Recipient</Trans>
          </label>
          <select
            id={recipientId}
            className="field__input"
            value={values.recipientId}
            onChange={(e) => set("recipientId")(e.target.value)}
            aria-invalid={errors.recipientId ? true : undefined}
            aria-describedby={errors.recipientId || failure ? `${recipientId}-error` : undefined}
          >
            <option value="">{t`Choose a friend`}</option>
            {friends.map((f) => (
              <option key={f.friendUserId} value={String(f.friendUserId)}>
                {f.friendRemarkName || f.friendUserNickName}
              </option>
            ))}
          </select>
          {errors.recipientId ? (
            <p className="field__error" id={`${recipientId}-error`}>
              {error("recipientId")}
            </p>
          ) : null}
          {friends.length === 0 ? (
            <p className="page__soon">
              <Trans>A shop gift goes to one of your friends; you have none yet.</Trans>
            </p>
          ) : null}
        </div>
      ) : receivers.length > 1 ? (
        <div className="order-form__saved" role="group" aria-label={t`Saved addresses`}>
          {receivers.map((r) => (
            <button key={`${r.consignee}|${r.phone}|${r.address}`} type="button" className="button button--secondary" onClick={() => setValues((v) => ({ ...v, ...r }))}>
              {r.consignee} · {r.address}
            </button>
          ))}
        </div>
      ) : null}
      <TextField label={t`Consignee`} autoComplete="name" value={values.consignee} onValueChange={set("consignee")} error={error("consignee")} />
      <TextField label={t`Phone`} type="tel" autoComplete="tel" value={values.phone} onValueChange={set("phone")} error={error("phone")} />
      <TextField label={t`Address`} autoComplete="street-address" value={values.address} onValueChange={set("address")} error={error("address")} />
      <TextField label={t`Message`} value={values.message} onValueChange={set("message")} error={error("message")} />
      {failure ? (
        <p className="mall-page__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        <Trans>Place order</Trans>
      </button>
      {confirming ? <PurchaseConfirm offer={goodOffer(good.name, quantity, total)} onConfirm={() => void place()} onCancel={() => setConfirming(false)} /> : null}
      {outOfCoins ? (
        <OutOfCoinsDialog onClose={() => setOutOfCoins(false)}>
          <p>
            <Trans>This order needs more gold coins than you have. Nothing was charged.</Trans>
          </p>
        </OutOfCoinsDialog>
      ) : null}
    </form>
  );
}
