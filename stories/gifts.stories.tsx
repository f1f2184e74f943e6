/** Gifts in a conversation: bubbles received and given, the composer's gift picker and the question before a paid gift. */
import { ok } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { waitInPanel } from "./support/panel-story.js";
import { GIFTS, greeting } from "./support/conversation-seeds.js";
import { message } from "./support/seeds.js";

const meta = {
  title: "Conversation/Gifts",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

/** Gifts received and given, with and without a note. */
export const GiftBubbles: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[
        message("Happy birthday!", -4),
        message("", -3, { type: "custom", custom: { type: "gift", id: "cake", amount: 1, note: "For your birthday 🎉" }, ext: { type: "gift" } }),
        message("", -2, { mine: true, type: "custom", custom: { type: "gift", id: "rose", amount: 3, note: "" }, ext: { type: "gift" } }),
        message("Thank you so much!", -1, { mine: true }),
      ]}
      options={{ routes: { "GET /api/gift/list": () => ok(GIFTS) } }}
      after={(story) => story.chat.gifts.loadGifts()}
    />
  ),
};

/** Gifts received after a reload, the catalogue never asked for: each named in the reader's language (switch the locale). */
export const GiftsReceivedAfterReload: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[
        message("", -3, { type: "custom", custom: { type: "gift", id: "rocket", amount: 1, note: "" }, ext: { type: "gift" } }),
        message("", -2, { type: "custom", custom: { type: "gift", id: "diamond", amount: 2, note: "" }, ext: { type: "gift" } }),
        message("Wow, thank you!", -1, { mine: true }),
      ]}
    />
  ),
};

/** The composer's "Gift" button opened the picker: prices, free gifts left, a note. */
export const GiftPickerOpen: Story = {
  render: (args) => <ConversationStory args={args} history={greeting()} options={{ routes: { "GET /api/gift/list": () => ok(GIFTS) } }} />,
  play: async ({ canvasElement }) => {
    const button = await waitInPanel(canvasElement, (root) => root.querySelector(".composer [data-icon=gift]")?.closest("button") ?? null);
    button.click();
    const item = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLInputElement>(".gift-picker__item input"));
    item.click();
  },
};

/** No free gifts left: "Send gift" on a paid gift asks first, naming the gift, its price and the balance after. */
export const GiftConfirm: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ routes: { "GET /api/gift/list": () => ok({ ...GIFTS, freeGiftsLeft: 0 }) } }}
      after={(story) => story.chat.wallet.apply({ goldCoin: 30, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null })}
    />
  ),
  play: async ({ canvasElement }) => {
    const button = await waitInPanel(canvasElement, (root) => root.querySelector(".composer [data-icon=gift]")?.closest("button") ?? null);
    button.click();
    const item = await waitInPanel(canvasElement, (root) => root.querySelectorAll<HTMLInputElement>(".gift-picker__item input")[1] ?? null);
    item.click();
    const send = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLButtonElement>(".gift-picker .button--primary:not([disabled])"));
    send.click();
    await waitInPanel(canvasElement, (root) => root.querySelector(".coins-confirm"));
  },
};
