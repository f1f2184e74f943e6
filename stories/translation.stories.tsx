/**
 * Translation in a conversation: "Translate" on a received message with "Show original", the
 * writing language chosen for a conversation with what a draft will cost, and the suggestion of the
 * language the peer speaks (their languages first in the picker; one click sets it).
 */
import { ok } from "@chat/client/test";
import type { TranslateChatReply } from "@chat/protocol";
import { imAccountOf } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { greeting, SPANISH_ID } from "./support/conversation-seeds.js";
import { PEER_ID, peerUser } from "./support/seeds.js";

const meta = {
  title: "Conversation/Translation",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

const translated: TranslateChatReply = {
  translateSuccess: true,
  detectedLanguage: "es",
  engine: "apertium",
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
      after={(story) => story.chat.translation.translateMessage(SPANISH_ID)}
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
        await story.chat.translation.translateMessage(SPANISH_ID);
        await story.chat.translation.translateMessage(SPANISH_ID);
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
        story.chat.translation.setLanguage(imAccountOf(PEER_ID), "es");
        story.chat.setDraft("Yes, I would love to! Shall we meet at the café near the station at ten, or is that too early for you?");
      }}
    />
  ),
};

/** Lena speaks only Spanish and I speak English: the picker lists her language first and offers it. */
export const SuggestedFromSpokenLanguages: Story = {
  render: (args) => <ConversationStory args={args} history={greeting()} options={{ users: [peerUser({ languages: "es" })] }} />,
};
