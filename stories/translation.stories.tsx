/**
 * Translation in a conversation: "Translate" on a received message with "Show original", the
 * writing language chosen for a conversation with what a draft will cost, and the suggestion of the
 * language the peer speaks (their languages first in the picker; one click sets it). Then what the
 * server could not do: languages its translator cannot reach marked in the picker, a received or
 * sent message not translated and why, and the auto-translate switch (on, and turned off by itself
 * when the reader ran out of characters and coins).
 */
import { envelope, ok, type SeenRequest } from "@chat/client/test";
import type { AutoTranslateList, ChatMessage, TranslateChatReply, TranslateFailReason, TranslationCapabilities } from "@chat/protocol";
import { CODE, imAccountOf, LOCALES } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { greeting, SPANISH_ID } from "./support/conversation-seeds.js";
import { waitInPanel } from "./support/panel-story.js";
import { message, PEER_ID, peerUser } from "./support/seeds.js";

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

/** What the server's translator can do in the stories below: English↔Spanish and the two Chinese scripts, nothing else. */
const enEsOnly: TranslationCapabilities = {
  languages: LOCALES.map((l) => l.code),
  pairs: [
    { from: "en", to: "es", engine: "apertium", via: null },
    { from: "es", to: "en", engine: "apertium", via: null },
    { from: "zh-CN", to: "zh-TW", engine: "chinese-script", via: null },
    { from: "zh-TW", to: "zh-CN", engine: "chinese-script", via: null },
  ],
};

/** A translation the server did not do: nothing translated, nothing charged. */
const notTranslated = (reason: TranslateFailReason, detectedLanguage: string): TranslateChatReply => ({
  translateSuccess: false,
  reason,
  translateContent: "",
  translateRecordId: "",
  detectedLanguage,
  engine: null,
  charged: { characters: 0, coins: 0 },
});

/** Lena writes only in Spanish (for auto-translate). */
const SPANISH_HELLO_ID = "msg-es-0";
const spanishChat = (): ChatMessage[] => [
  message("¡Hola Ada! ¿Qué tal el fin de semana?", -4, { id: SPANISH_HELLO_ID }),
  message("Lovely, we went hiking.", -3, { mine: true }),
  message("¡Buenos días! ¿Quieres tomar un café mañana?", -2, { id: SPANISH_ID }),
];
/** The English of `spanishChat`, by message id. */
const englishOf: Record<string, string> = {
  [SPANISH_HELLO_ID]: "Hi Ada! How was your weekend?",
  [SPANISH_ID]: translated.translateContent,
};
/** The translate route answering per message: its English, else "Already in English". */
const translateById = ({ body }: SeenRequest) => {
  const id = (body as { fromId?: string }).fromId ?? "";
  const text = englishOf[id];
  return ok<TranslateChatReply>(
    text
      ? { ...translated, translateContent: text, translateRecordId: `tr-${id}`, charged: { characters: [...text].length, coins: 0 } }
      : notTranslated("sameLanguage", "en"),
  );
};
/** Auto-translate on for Lena since it was turned on at the epoch (so for every message of the story). */
const autoOn = { "GET /api/translate/auto-list": () => ok<AutoTranslateList>({ peers: [{ peerId: PEER_ID, since: 0 }] }) };

/** `greeting` with an id on Lena's English message, to translate it. */
const ENGLISH_ID = "msg-en-1";
const englishGreeting = (): ChatMessage[] => [
  message("Hi Ada! How was your weekend?", -4, { id: ENGLISH_ID }),
  message("Lovely, we went hiking.", -3, { mine: true }),
  message("¡Buenos días! ¿Quieres tomar un café mañana?", -2, { id: SPANISH_ID }),
];

/** The server's translator knows only English↔Spanish (and the Chinese scripts): every other language is marked and cannot be picked. */
export const PickerWithUnavailableLanguages: Story = {
  render: (args) => (
    <ConversationStory args={args} history={greeting()} options={{ routes: { "GET /api/translate/capabilities": () => ok(enEsOnly) } }} />
  ),
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => root.querySelector(".language-picker option:disabled"));
  },
};

/** "Translate" on a message no engine of this server can translate: why, and nothing charged. */
export const ReceivedNotTranslatable: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ routes: { "POST /api/translate/tranlate-chat-message": () => ok(notTranslated("unsupportedPair", "es")) } }}
      after={(story) => story.chat.translation.translateMessage(SPANISH_ID)}
    />
  ),
};

/** "Translate" on Lena's English message, already in my language: "Already in English", nothing charged. */
export const AlreadyInYourLanguage: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={englishGreeting()}
      options={{ routes: { "POST /api/translate/tranlate-chat-message": () => ok(notTranslated("sameLanguage", "en")) } }}
      after={(story) => story.chat.translation.translateMessage(ENGLISH_ID)}
    />
  ),
};

/** My message sent with Japanese as the writing language, which the server could not translate: it went out as written, and says why. */
export const SentNotTranslated: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[
        ...greeting(),
        message("Yes! Let's meet at the station at ten.", -1, { mine: true, ext: { toLanguage: "ja", fromLanguage: "en", translateFailed: "unsupportedPair" } }),
      ]}
    />
  ),
};

/** Lena's profile says she speaks German, her message is Spanish: the translation names the language the server found ("Translated from Spanish"). */
export const TranslatedWithSource: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={greeting()}
      options={{ users: [peerUser({ languages: "de" })], routes: { "POST /api/translate/tranlate-chat-message": () => ok(translated) } }}
      after={(story) => story.chat.translation.translateMessage(SPANISH_ID)}
    />
  ),
};

/** Auto-translate on for this conversation: the switch checked with its cost rule, Lena's messages translated as they arrive. */
export const AutoTranslateOn: Story = {
  render: (args) => (
    <ConversationStory args={args} history={spanishChat()} options={{ routes: { ...autoOn, "POST /api/translate/tranlate-chat-message": translateById } }} />
  ),
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => (root.querySelectorAll(".bubble__translation").length === 2 ? root.querySelector(".bubble__translation") : null));
  },
};

/** Auto-translate ran into code 105 (no translation characters, no coins): it turned itself off, and the switch says so. */
export const AutoTranslateTurnedOff: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={spanishChat()}
      options={{
        routes: {
          ...autoOn,
          "POST /api/translate/tranlate-chat-message": () => envelope(CODE.noCoins, "Insufficient gold coins!", null),
          "POST /api/translate/auto": () => ok({ peerId: PEER_ID, since: 0, on: false }),
        },
      }}
    />
  ),
  // Said once, at the switch: no out-of-coins offer pops up for a translation nobody asked for by hand.
  play: async ({ canvasElement }) => {
    await waitInPanel(canvasElement, (root) => root.querySelector(".auto-translate .error-text"));
  },
};
