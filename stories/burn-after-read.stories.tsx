/** Burn-after-read photos in a conversation: blurred, counting down on a stopped clock, burned, and the three-coin prompt. */
import { createManualTimers, demoUser, ok } from "@chat/client/test";
import type { BurnReadReply } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { BURN_ID, burnHistory } from "./support/conversation-seeds.js";
import { waitInPanel } from "./support/panel-story.js";
import { pictureUrl } from "./support/seeds.js";

const meta = {
  title: "Conversation/Burn-after-read",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

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
          await story.chat.burnAfterRead.openBurnImage(BURN_ID);
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
        await story.chat.burnAfterRead.openBurnImage(BURN_ID);
        story.chat.burnAfterRead.closeBurnImage(BURN_ID);
      }}
    />
  ),
};

/** A viewer whose burn photos cost coins (isBurnPayMsg 1) is asked first: price, balance after, "Don't show again". */
export const BurnPrompt: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={burnHistory()}
      options={{
        me: demoUser({ isBurnPayMsg: 1 }),
        routes: { "GET /api/message/alert_status": () => ok({ dismissed: [], coins: { payMsg: 1, burnPayMsg: 3 } }) },
      }}
      after={async (story) => {
        story.chat.wallet.apply({ goldCoin: 30, character: 0, vipCharacter: 0, freeGifts: 0, vipLevel: 0, vipExpiresAt: null });
        await story.chat.burnAfterRead.openBurnImage(BURN_ID);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => root.querySelector(".coins-confirm"));
  },
};
