/**
 * The account page's records (host app, `/account?index=1`): the bill records with every change in
 * its unit and every item in the reader's words (a top-up, a membership's coins, characters and
 * blurred-photo views, a translation, a gift, a refund, a support adjustment), and "My gifts" given
 * with their cost. Switch the toolbar's locale to see Japanese words or Arabic right to left.
 */
import { memoryTokenStorage } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoUser, fakeFetch, ok } from "@chat/client/test";
import type { BillRecord, BillType, GiftRecord } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { BillRecords } from "../host-app/src/wallet/bill-records.js";
import { GiftRecords } from "../host-app/src/wallet/gift-records.js";
import "../host-app/src/wallet/wallet.css";

interface BillsArgs {
  /** Records on the page (0 is the empty state). */
  records: number;
}

const meta = {
  title: "Host app/Bills",
  args: { records: 9 },
  argTypes: { records: { control: { type: "range", min: 0, max: 9, step: 1 } } },
} satisfies Meta<BillsArgs>;
export default meta;
type Story = StoryObj<BillsArgs>;

/** As the server labels them, in English: the page names each type in the reader's words. */
const BILL_TYPES: BillType[] = [
  { type: "recharge", name: "Gold coin top-up" },
  { type: "translate_package", name: "Translation package" },
  { type: "vip", name: "Membership" },
  { type: "translate", name: "Translation" },
  { type: "gift", name: "Gift" },
  { type: "admin", name: "Adjustment by support" },
];

const at = (hour: number) => Date.UTC(2026, 10, 24, hour, 5);
const bill = (id: number, over: Partial<BillRecord>): BillRecord => ({ id, item: "", type: "vip", asset: "gold_coin", accountChange: 0, balanceAfter: 0, createTime: at(20 - id), translatedCharacters: 0, ...over });

/** Newest first, as `GET /api/bill/list` answers. */
const BILLS: BillRecord[] = [
  bill(1, { item: "VIP 30 days", itemKey: { kind: "vip", vipLevel: 1, days: 30 }, accountChange: -30, balanceAfter: 1170 }),
  bill(2, { item: "VIP 30 days", itemKey: { kind: "vip", vipLevel: 1, days: 30 }, asset: "vip_chars", accountChange: 2000, balanceAfter: 2000 }),
  bill(3, { item: "VIP 30 days", itemKey: { kind: "vip", vipLevel: 1, days: 30 }, asset: "blur_uses", accountChange: 5, balanceAfter: 5 }),
  bill(4, { item: "Translation", itemKey: { kind: "type", type: "translate" }, type: "translate", asset: "translate_chars", accountChange: -42, balanceAfter: 9958, translatedCharacters: 42 }),
  bill(5, { item: "Gift: Rose ×2", itemKey: { kind: "gift", giftId: "rose", amount: 2 }, type: "gift", accountChange: -2, balanceAfter: 1200 }),
  bill(6, { item: "Refund: Chat message", itemKey: { kind: "refund", of: { kind: "type", type: "message" } }, type: "admin", accountChange: 1, balanceAfter: 1202 }),
  bill(7, { item: "Translation package: 10000 characters", itemKey: { kind: "translation_package", characters: 10000 }, type: "translate_package", accountChange: -50, balanceAfter: 1201 }),
  bill(8, { item: "1000 gold coins", itemKey: { kind: "coins", coins: 1000 }, type: "recharge", accountChange: 1000, balanceAfter: 1251, orderId: "0123456789abcdef01234567" }),
  bill(9, { item: "Support: welcome bonus", itemKey: { kind: "support", note: "welcome bonus" }, type: "admin", accountChange: 1, balanceAfter: 251 }),
];

const gift = (id: number, giftId: string, name: string, number: number, coins: number): GiftRecord => ({
  id,
  giftId,
  name,
  number,
  donorId: 7,
  donorNickname: "Ada",
  doneeId: 42,
  doneeNickname: "Bob",
  note: "",
  coins,
  messageId: `m${id}`,
  time: at(12 - id),
});
const GIFTS: GiftRecord[] = [gift(1, "rose", "Rose", 2, 2), gift(2, "rocket", "Rocket", 1, 100), gift(3, "heart", "Heart", 1, 0)];

function BillsStory({ args }: { args: BillsArgs }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    const records = BILLS.slice(0, args.records);
    const server = fakeFetch({
      "GET /api/account/my-info": () => ok(demoUser()),
      "GET /api/bill/type": () => ok(BILL_TYPES),
      "GET /api/bill/list": () => ok({ records, total: records.length }),
      // Given and received alike: the story shows what each direction's table does with them.
      "GET /api/gift/records": () => ok({ records: GIFTS, total: GIFTS.length }),
    });
    const next = createHostEnvironment({
      baseUrl: "http://chat.test",
      tokenStorage: memoryTokenStorage("token-abc"),
      fetch: server.fetch,
      chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
    });
    void next.session.loadUser();
    setEnv(next);
    // `key` is the args: every change builds a fresh environment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!env) return <div data-story-pending="" />;
  return (
    <EnvProvider value={env}>
      <div className="wallet-page">
        <BillRecords />
        <GiftRecords />
      </div>
    </EnvProvider>
  );
}

/** Every kind of record, each change with its unit: "−30 gold coins", "+2,000 translation characters", "+5 blurred-photo views". */
export const BillsWithUnits: Story = { render: (args) => <BillsStory args={args} /> };

/** The same on a phone: one card per record. */
export const BillsOnAPhone: Story = { tags: ["narrow"], render: (args) => <BillsStory args={args} /> };

/** No records yet. */
export const NoBills: Story = { args: { records: 0 }, render: (args) => <BillsStory args={args} /> };
