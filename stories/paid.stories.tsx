/**
 * The paid side of a conversation (issue 5): the out-of-coins modal in each of its variants, the
 * one-coin prompt, translation with "Show original", gifts, burn-after-read photos and the writing
 * language with its cost. Each story reaches its state through the chat's public actions against
 * the fake server (`@chat/client/test`), with the server's answer set per story in `routes`.
 */
import type { PaidChat } from "@chat/client";
import { createManualTimers, demoUser, envelope, ok } from "@chat/client/test";
import type { BurnReadReply, ChatMessage, GiftCatalogue, TranslateChatReply } from "@chat/protocol";
import { CODE, imAccountOf } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { waitInPanel, type StoryChat } from "./support/panel-story.js";
import { message, PEER_ID, pictureUrl } from "./support/seeds.js";

const meta = {
  title: "Conversation/Paid",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

const SPANISH_ID = "msg-es-1";
const BURN_ID = "msg-burn-1";

const GIFTS: GiftCatalogue = {
  gifts: [
    { id: "rose", name: "Rose", coins: 1, icon: "🌹" },
    { id: "cake", name: "Cake", coins: 5, icon: "🎂" },
    { id: "ring", name: "Ring", coins: 99, icon: "💍" },
  ],
  freeGiftsLeft: 3,
};

const greeting = (): ChatMessage[] => [
  message("Hi Ada! How was your weekend?", -4),
  message("Lovely, we went hiking.", -3, { mine: true }),
  message("¡Buenos días! ¿Quieres tomar un café mañana?", -2, { id: SPANISH_ID }),
];

const burnHistory = (): ChatMessage[] => [
  message("I have something to show you", -3),
  message("", -2, { id: BURN_ID, type: "img", url: null, ext: { type: "burn" } }),
  message("", -1, { mine: true, type: "img", url: null, ext: { type: "burn" } }),
];

/** The session's paid state: present once `start()` ran. */
function paidOf(story: StoryChat): PaidChat {
  const paid = story.chat.$paid?.get();
  if (!paid) throw new Error("the chat has no paid state");
  return paid;
}

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
  (story) => paidOf(story).translateMessage(SPANISH_ID),
);

/** Code 105 on a gift the user cannot pay for. */
export const OutOfCoinsGift: Story = outOfCoins({ "POST /api/message/send": refuse(CODE.noCoins, "Insufficient gold coins!") }, async (story) => {
  await paidOf(story).loadGifts();
  await story.chat.sendGift?.("ring", "");
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

const translated: TranslateChatReply = {
  translateContent: "Good morning! Would you like to have a coffee tomorrow?",
  translateRecordId: "tr-1",
  charged: { characters: 44, coins: 0 },
};

/** "Translate" on a received message: the translation under it and "Show original". */
export const TranslatedMessage: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ routes: { "POST /api/translate/tranlate-chat-message": () => ok(translated) } }}
      after={(story) => paidOf(story).translateMessage(SPANISH_ID)}
    />
  ),
};

/** "Show original" pressed: back to the original, "Translate" shows the kept translation again (no new charge). */
export const TranslationShowingOriginal: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ routes: { "POST /api/translate/tranlate-chat-message": () => ok(translated) } }}
      after={async (story) => {
        await paidOf(story).translateMessage(SPANISH_ID);
        await paidOf(story).translateMessage(SPANISH_ID);
      }}
    />
  ),
};

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
      after={(story) => paidOf(story).loadGifts()}
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

/** Received burn-after-read photo, not opened yet (blurred), and the sender's own one. */
export const BurnBlurred: Story = {
  render: (args) => <ConversationStory args={args} history={burnHistory()} />,
};

const burnRead = (): BurnReadReply => ({ url: pictureUrl(200, "Only once"), expiresInMs: 60_000, displayMs: 8000 });

/** Opened: the photo with its countdown, 3 s in (the story's clock is stopped there). */
export const BurnCountingDown: Story = {
  render: (args) => {
    const timers = createManualTimers(Date.now());
    return (
      <ConversationStory
        args={args}
        history={burnHistory()}
        options={{ env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout }, routes: { "POST /api/im/read-burnimg": () => ok(burnRead()) } }}
        after={async (story) => {
          await paidOf(story).openBurnImage(BURN_ID);
          timers.advance(3000);
        }}
      />
    );
  },
};

/** After the countdown (or an early close): burned for good. */
export const BurnBurned: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={burnHistory()}
      options={{ routes: { "POST /api/im/read-burnimg": () => ok(burnRead()) } }}
      after={async (story) => {
        await paidOf(story).openBurnImage(BURN_ID);
        paidOf(story).closeBurnImage(BURN_ID);
      }}
    />
  ),
};

/** A writing language chosen for this conversation and a draft: what it will cost. */
export const LanguagePickerWithCost: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      after={(story) => {
        paidOf(story).setLanguage(imAccountOf(PEER_ID), "es");
        story.chat.setDraft("Yes, I would love to! Shall we meet at the café near the station at ten, or is that too early for you?");
      }}
    />
  ),
};
