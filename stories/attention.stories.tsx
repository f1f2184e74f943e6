/**
 * The chat calling people back: the peer typing, read receipts of my messages in each state (SVIP)
 * and the offer in their place (everyone else), and "Turn on notifications" at the top of Recent.
 */
import { demoUser } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotificationsPromptRow } from "../widget/src/attention/notifications-prompt.js";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { PanelStory, seeded } from "./support/panel-story.js";
import { ME_ID, message, PEER_ID } from "./support/seeds.js";

const meta = {
  title: "Conversation/Attention",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

const T0 = Date.UTC(2026, 10, 20, 9, 0);
/** My three messages: the first read, the second delivered, the third only sent. */
const history = [message("Hi Lena!", -5, { mine: true }), message("Hi! [wave]", -4), message("Coffee at ten?", -3, { mine: true }), message("Or eleven?", -2, { mine: true })];
const receipts = { [PEER_ID]: { readUpTo: T0 - 3 * 60_000, deliveredUpTo: T0 - 2 * 60_000 - 1 } };

/** Lena is typing: "typing…" under her name for a few seconds. */
export const PeerTyping: Story = {
  render: (args) => <ConversationStory args={args} history={history} after={(s) => s.transport.emit({ type: "typing", data: { userId: PEER_ID } })} />,
};

/** An SVIP sender: "Read" (two ticks in colour), "Delivered" (two ticks), "Sent" (one tick). */
export const ReadReceipts: Story = {
  render: (args) => <ConversationStory args={args} history={history} options={{ me: demoUser({ id: ME_ID, vipLevel: 2 }), receipts }} />,
};

/** Not SVIP: no receipts from the server, and the offer under the newest sent message. */
export const ReadReceiptOffer: Story = {
  render: (args) => <ConversationStory args={args} history={history} options={{ me: demoUser({ id: ME_ID, vipLevel: 0 }) }} />,
};

/** "Turn on notifications" at the top of Recent (shown while the browser has not been asked). */
export const NotificationsPrompt: Story = {
  render: (args) => (
    <PanelStory prepare={seeded()} box={{ inlineSize: args.width }}>
      <ul className="recent">
        <NotificationsPromptRow onTurnOn={() => undefined} onDismiss={() => undefined} />
      </ul>
    </PanelStory>
  ),
};
