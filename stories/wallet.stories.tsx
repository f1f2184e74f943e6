/**
 * The wallet in a conversation: the out-of-coins modal in each of its variants and the one-coin
 * prompt. Each story reaches its state through the chat's public actions against the fake server
 * (`@chat/client/test`), with the server's answer set per story in `routes`.
 */
import { demoUser, envelope, ok } from "@chat/client/test";
import { CODE } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { waitInPanel, type StoryChat } from "./support/panel-story.js";
import { GIFTS, greeting, SPANISH_ID } from "./support/conversation-seeds.js";

const meta = {
  title: "Conversation/Wallet",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

const refuse = (code: number, text: string) => () => envelope(code, text, null);

/** The out-of-coins modal after `act` ran into one of the codes 105, 106, 106001. */
const outOfCoins = (routes: Record<string, () => Response | Promise<Response>>, act: (story: StoryChat) => Promise<unknown>): Story => ({
  render: (args) => <ConversationStory args={args} history={greeting()} options={{ routes: { "GET /api/gift/list": () => ok(GIFTS), ...routes } }} after={act} />,
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => root.querySelector(".out-of-coins"));
  },
});

/** Code 106: a message to a paying conversation without the one coin it costs. */
export const OutOfCoinsChat: Story = outOfCoins({ "POST /api/message/send": refuse(CODE.noCoinsChat, "Only one gold coin is needed to continue chatting with your friend") }, async (story) => {
  story.chat.setDraft("Yes, let's meet at ten!");
  await story.chat.send();
});

/** Code 106001: a photo to a new friend needs three coins. */
export const OutOfCoinsPhoto: Story = outOfCoins({ "POST /api/message/send": refuse(CODE.noCoinsFriend, "Three gold coins give permission to view new friends' photos") }, async (story) => {
  story.chat.setDraft("Look at this");
  await story.chat.send();
});

/** Code 105 on "Translate": no translation characters and no coins left. */
export const OutOfCoinsTranslation: Story = outOfCoins(
  { "POST /api/translate/tranlate-chat-message": refuse(CODE.noCoins, "Insufficient gold coins!") },
  (story) => story.chat.translation.translateMessage(SPANISH_ID),
);

/** Code 105 on a gift the user cannot pay for. */
export const OutOfCoinsGift: Story = outOfCoins({ "POST /api/message/send": refuse(CODE.noCoins, "Insufficient gold coins!") }, async (story) => {
  await story.chat.gifts.loadGifts();
  await story.chat.sendGift("ring", "");
});

/** A user whose messages cost a coin (isPayMsg 1) sees the one-time prompt above the composer. */
export const PayPrompt: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ me: demoUser({ isPayMsg: 1 }), routes: { "GET /api/message/alert_status": () => ok({ dismissed: [] }) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => root.querySelector(".pay-prompt"));
  },
};

