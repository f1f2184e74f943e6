/**
 * Every message kind the bubble knows, each in a short conversation. Not here yet because the
 * components do not exist: burn-after-read (blurred / counting down / burned) and the translated
 * message's "show original" toggle (the bubble shows the translation under the text, no toggle).
 */
import { envelope } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { LONG_TEXT, message, pictureUrl } from "./support/seeds.js";

interface MessageArgs extends ConversationArgs {
  /** The text of the message the story is about. */
  text: string;
  /** Sent by me (right, own colours) or by the peer. */
  mine: boolean;
}

const meta = {
  title: "Conversation/Messages",
  args: { ...conversationArgs, text: "Hello! Are we still on for tomorrow?", mine: false },
  argTypes: { ...conversationArgTypes, text: { control: "text" }, mine: { control: "boolean" } },
} satisfies Meta<MessageArgs>;
export default meta;
type Story = StoryObj<MessageArgs>;

/** Two ordinary messages before the one the story shows. */
const lead = () => [message("Hi Lena!", -30, { mine: true }), message("Hi! [wave]", -29)];

export const Text: Story = {
  render: (args) => <ConversationStory args={args} history={[...lead(), message(args.text, -1, { mine: args.mine })]} rebuild={[args.text, args.mine]} />,
};

export const LongText: Story = {
  args: { text: LONG_TEXT },
  render: (args) => <ConversationStory args={args} history={[...lead(), message(args.text, -1, { mine: args.mine })]} rebuild={[args.text, args.mine]} />,
};

export const Emoji: Story = {
  args: { text: "[joy][joy] That was the best [party] ever [heart][fire]" },
  render: (args) => <ConversationStory args={args} history={[...lead(), message(args.text, -1, { mine: args.mine })]} rebuild={[args.text, args.mine]} />,
};

/** Text in three scripts and directions in one conversation. */
export const MixedScripts: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[message("مرحبا! كيف حالك اليوم؟", -3), message("元気です、ありがとう！", -2, { mine: true }), message("Mixed: hello مرحبا こんにちは 123", -1)]}
    />
  ),
};

export const Image: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[...lead(), message("", -2, { type: "img", url: pictureUrl(330, "Lake") }), message("", -1, { type: "img", url: pictureUrl(180, "Mine"), mine: true })]}
    />
  ),
};

/** Sent, waiting for the server (the send never answers in this story). */
export const Pending: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={lead()}
      options={{ routes: { "POST /api/message/send": () => new Promise<Response>(() => {}) } }}
      after={(s) => {
        s.chat.setDraft(args.text);
        void s.chat.send();
      }}
      rebuild={args.text}
    />
  ),
};

/** The server refused the send: the reason and "Retry". */
export const FailedWithRetry: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={lead()}
      options={{ routes: { "POST /api/message/send": () => envelope(503, "The service is busy. Try again later.", null) } }}
      after={async (s) => {
        s.chat.setDraft(args.text);
        await s.chat.send();
      }}
      rebuild={args.text}
    />
  ),
};

/** No answer at all (network down): the bubble's own "Not sent" text. */
export const FailedOffline: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={lead()}
      options={{ routes: { "POST /api/message/send": () => Promise.reject(new TypeError("Failed to fetch")) } }}
      after={async (s) => {
        s.chat.setDraft(args.text);
        await s.chat.send();
      }}
      rebuild={args.text}
    />
  ),
};

/** Only emoji and punctuation: nothing to translate, so no "Translate" (the message above has one). */
export const EmojiOnly: Story = {
  args: { text: "[joy][heart] 😂!!" },
  render: (args) => <ConversationStory args={args} history={[...lead(), message(args.text, -1, { mine: args.mine })]} rebuild={[args.text, args.mine]} />,
};

/**
 * "Undo" on my message sent half a minute ago (the story's clock stands still then); my first
 * message, older than the two-minute recall window, has none.
 */
export const UndoWithinRecallWindow: Story = {
  render: (args) => {
    const sent = message(args.text, -1, { mine: true });
    return <ConversationStory args={args} history={[...lead(), sent]} options={{ env: { now: () => sent.time + 30_000 } }} rebuild={args.text} />;
  },
};

export const Recalled: Story = {
  render: (args) => (
    <ConversationStory args={args} history={[...lead(), message("", -2, { recalled: true }), message("", -1, { recalled: true, mine: true })]} />
  ),
};

/** A message with the server's translation under the original text. */
export const Translated: Story = {
  args: { text: "Wollen wir morgen zusammen Kaffee trinken?" },
  render: (args) => (
    <ConversationStory
      args={args}
      history={[...lead(), message(args.text, -1, { mine: args.mine, ext: { translation: "Shall we have coffee together tomorrow?" } })]}
      rebuild={[args.text, args.mine]}
    />
  ),
};

export const Gift: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={[...lead(), message("", -2, { type: "custom", custom: { type: "gift", id: "rose", amount: 1 } }), message("Thank you!", -1, { mine: true })]}
    />
  ),
};
