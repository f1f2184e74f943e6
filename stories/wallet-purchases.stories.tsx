/**
 * Money before and after (host app): the confirmation every purchase asks first — a membership, a
 * translation pack, a coin package paid with money, a mall order, and not enough coins — and the
 * receipt after it, from the toast or from a bill record. The confirmation reads the balance from the
 * host environment (`goldCoins`), the receipt only from what it is given.
 */
import { billReceipt, coinOffer, goodOffer, translationOffer, vipOffer, type PurchaseOffer, type Receipt } from "@chat/client";
import { i18n } from "@chat/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { useEnv } from "../host-app/src/common/env-context.js";
import { ToastRegion } from "../host-app/src/toasts/toast-region.js";
import { PurchaseConfirm } from "../host-app/src/wallet/purchase-confirm.js";
import { ReceiptDialog } from "../host-app/src/wallet/receipt-dialog.js";
import { ReceiptHost } from "../host-app/src/wallet/receipt-host.js";
import { announcePurchase } from "../host-app/src/wallet/receipt-toast.js";
import { hostArgs, hostArgTypes, HostStory, type HostArgs } from "./support/host-story.js";

const meta = {
  title: "Host app/Purchases",
  args: { ...hostArgs, goldCoins: 420 },
  argTypes: hostArgTypes,
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<HostArgs>;

const nothing = () => {};

const confirm = (offer: PurchaseOffer, method?: string): Story["render"] =>
  function Render(args) {
    return (
      <HostStory args={args}>
        <PurchaseConfirm offer={offer} {...(method ? { method } : {})} onConfirm={nothing} onCancel={nothing} />
      </HostStory>
    );
  };

/** "Buy" on a 30-day VIP: what, the price and the gold coins left after. */
export const ConfirmMembership: Story = { render: confirm(vipOffer({ id: "vip-30", vipLevel: 1, days: 30, coins: 30, characters: 2000, freeGiftsPerMonth: 5, blurUses: 5 })) };

/** A translation pack, its characters formatted for the locale. */
export const ConfirmTranslationPack: Story = { render: confirm(translationOffer({ id: "chars-20000", characters: 20000, coins: 150 })) };

/** A coin package paid with money: the price in its currency, the method, and the coins after. */
export const ConfirmCoinPackage: Story = { render: confirm(coinOffer({ id: "coins-100", coins: 100, price: 10000, currency: "USD" }), "PayPal") };

/** A mall order of two: the good's name, the total. */
export const ConfirmMallOrder: Story = { render: confirm(goodOffer("Teddy bear with a very long name that wraps on a phone", 2, 60)) };

/** Not enough coins: the dialog says so and offers a top-up instead of Confirm. */
export const ConfirmNotEnoughCoins: Story = { args: { goldCoins: 12 }, render: confirm(vipOffer({ id: "svip-30", vipLevel: 2, days: 30, coins: 100, characters: 10000, freeGiftsPerMonth: null, blurUses: 20 })) };

/** A narrow phone: the facts wrap inside the dialog, nothing goes sideways. */
export const ConfirmOnAPhone: Story = { ...ConfirmMallOrder, args: { windowWidth: 360 }, tags: ["narrow"] };

const receipts: Record<string, Receipt> = {
  membership: { item: { kind: "vip", vipLevel: 1, days: 30 }, time: Date.UTC(2026, 10, 24, 10, 30), price: { coins: 30 }, asset: "gold_coin", change: -30, balanceAfter: 390, reference: { kind: "record", id: "1042" } },
  payment: { item: { kind: "coins", coins: 100 }, time: Date.UTC(2026, 10, 24, 9, 5), price: { amount: 10000, currency: "USD" }, asset: "gold_coin", change: 100, balanceAfter: 420, reference: { kind: "payment", id: "5f2a9c0e1b7d4a6c8e3f0a1b" } },
  bill: billReceipt({ id: 1043, item: "VIP 30 days", type: "vip", asset: "vip_chars", accountChange: 2000, balanceAfter: 2300, createTime: Date.UTC(2026, 10, 24, 10, 30), translatedCharacters: 0, orderId: null }),
};

const receipt = (which: keyof typeof receipts): Story["render"] =>
  function Render() {
    return <ReceiptDialog receipt={receipts[which]!} onClose={nothing} />;
  };

/** After a membership: what, when, the price, the coins after and the bill record's number. */
export const ReceiptOfMembership: Story = { render: receipt("membership") };

/** After a coin package: the money paid and the payment's id. */
export const ReceiptOfPayment: Story = { render: receipt("payment") };

/** From a bill record that is no payment (the membership's characters): the change with its unit. */
export const ReceiptOfBill: Story = { render: receipt("bill") };

function BoughtToast() {
  const env = useEnv();
  useEffect(() => announcePurchase(env, i18n, receipts.membership!), [env]);
  return (
    <>
      <ToastRegion />
      <ReceiptHost />
    </>
  );
}

/** The toast after a purchase names it; its "Receipt" opens the receipt. */
export const PurchaseToast: Story = {
  render: (args) => (
    <HostStory args={args}>
      <BoughtToast />
    </HostStory>
  ),
};
