/** The open conversation: loading, a long history, the composer's states and the emoji picker. */
import { ok } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { waitInPanel } from "./support/panel-story.js";
import { longHistory, TEXT_AT_LIMIT } from "./support/seeds.js";

const meta = {
  title: "Conversation/View",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ViewArgs>;
export default meta;
/** `count`: how many messages the long history holds. */
type ViewArgs = ConversationArgs & { count?: number };
type Story = StoryObj<ViewArgs>;

/** Older history on its way: the spinner at the top (the older page never arrives in this story). */
export const HistoryLoading: Story = {
  render: (args) => {
    const history = longHistory(60);
    return (
      <ConversationStory
        args={args}
        history={history}
        options={{
          routes: {
            "GET /api/message/history": (request) => {
              if (new URL(request.path, "http://x").searchParams.get("cursor")) return new Promise<Response>(() => {});
              return ok({ messages: [...history].reverse().slice(0, 20), nextCursor: "20" });
            },
          },
        }}
        after={(s) => void s.chat.loadOlder()}
      />
    );
  },
};

export const LongHistory: Story = {
  args: { count: 400 },
  argTypes: { count: { control: { type: "number", min: 1, max: 5000 } } },
  render: (args) => {
    const count = args.count ?? 400;
    return <ConversationStory args={args} history={longHistory(count)} rebuild={count} />;
  },
};

export const Empty: Story = {
  render: (args) => <ConversationStory args={args} history={[]} />,
};

/** 1000 of 1000 characters: the count shows the limit and the field takes no more. */
export const ComposerAtLengthLimit: Story = {
  render: (args) => <ConversationStory args={args} history={longHistory(6)} after={(s) => s.chat.setDraft(TEXT_AT_LIMIT)} />,
};

/** A pasted text over the limit refused by "Send": the composer's error. */
export const ComposerTooLong: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={longHistory(6)}
      after={async (s) => {
        s.chat.setDraft(`${TEXT_AT_LIMIT}!`);
        await s.chat.send();
      }}
    />
  ),
};

/** A paste that did not fit (the field kept the first 1000 characters): the composer says the rest was left out. */
export const ComposerPasteCut: Story = {
  render: (args) => <ConversationStory args={args} history={longHistory(6)} after={(s) => s.chat.setDraft(TEXT_AT_LIMIT)} />,
  play: async ({ canvasElement }) => {
    const input = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLTextAreaElement>(".composer__input"));
    // A script's paste inserts nothing: the field is already full, as after a real paste that was cut.
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", " and the rest of a long letter");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, composed: true }));
  },
};

export const EmojiPickerOpen: Story = {
  render: (args) => <ConversationStory args={args} history={longHistory(6)} after={(s) => s.chat.setDraft("Great idea ")} />,
  play: async ({ canvasElement }) => {
    const button = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLButtonElement>(".composer button[aria-haspopup='dialog']"));
    button.click();
    await waitInPanel(canvasElement, (root) => root.querySelector(".emoji-picker"));
  },
};

/** A picked image waits in the composer, with "Remove image", until "Send". */
export const ImageBeforeSending: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={longHistory(6)}
      after={async (s) => {
        s.chat.setDraft("Look at this view!");
        await s.chat.pickImage(await paintedPng(), "lake.png");
      }}
    />
  ),
};

/** A real PNG (the composer checks the file's first bytes), painted on a canvas. */
async function paintedPng(): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = 240;
  canvas.height = 160;
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 240, 160);
    gradient.addColorStop(0, "#7bc6ff");
    gradient.addColorStop(1, "#2a6f97");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = "#1d4d2b";
    context.beginPath();
    context.moveTo(0, 160);
    context.lineTo(80, 80);
    context.lineTo(150, 140);
    context.lineTo(240, 70);
    context.lineTo(240, 160);
    context.fill();
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no canvas"))), "image/png"));
}
