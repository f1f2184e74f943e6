/**
 * Every modal of the panel, opened the way a user opens it (a play function clicks the real button).
 * The out-of-coins modal in each variant is in wallet.stories.tsx, the gift picker in gifts.stories.tsx,
 * the burn-after-read viewer in burn-after-read.stories.tsx.
 */
import { envelope } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { conversationArgs, conversationArgTypes, ConversationStory, type ConversationArgs } from "./support/conversation-story.js";
import { panelArgTypes, WholePanel, type PanelArgs } from "./support/panel-shell.js";
import { seeded, waitInPanel } from "./support/panel-story.js";
import { longRecent, message, pictureUrl } from "./support/seeds.js";

const meta = {
  title: "Modals",
  args: conversationArgs,
  argTypes: conversationArgTypes,
} satisfies Meta<ConversationArgs>;
export default meta;
type Story = StoryObj<ConversationArgs>;

const history = () => [message("Hi!", -3), message("", -2, { type: "img", url: pictureUrl(20, "Sunset") }), message("Nice, right?", -1)];

const click = async (canvas: HTMLElement, selector: string) => {
  const element = await waitInPanel(canvas, (root) => root.querySelector<HTMLElement>(selector));
  element.click();
  return element;
};

export const Complaint: Story = {
  render: (args) => <ConversationStory args={args} history={history()} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, ".view-header > .button");
    await waitInPanel(canvasElement, (root) => root.querySelector(".complaint__reason"));
  },
};

/** "Submit" without a reason. */
export const ComplaintWithoutReason: Story = {
  render: (args) => <ConversationStory args={args} history={history()} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, ".view-header > .button");
    await waitInPanel(canvasElement, (root) => root.querySelector(".complaint__reason"));
    await click(canvasElement, ".complaint button[type='submit']");
    await waitInPanel(canvasElement, (root) => root.querySelector(".complaint [role='alert']"));
  },
};

/** The server refused the complaint: its message in the form. */
export const ComplaintRefused: Story = {
  render: (args) => (
    <ConversationStory
      args={args}
      history={history()}
      options={{ routes: { "POST /api/complain/add_complain": () => envelope(429, "Too many requests. Try again later.", null) } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await click(canvasElement, ".view-header > .button");
    await click(canvasElement, ".complaint__reason input");
    await click(canvasElement, ".complaint button[type='submit']");
    await waitInPanel(canvasElement, (root) => root.querySelector(".complaint [role='alert']"));
  },
};

export const ComplaintSent: Story = {
  render: (args) => <ConversationStory args={args} history={history()} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, ".view-header > .button");
    await click(canvasElement, ".complaint__reason input");
    await click(canvasElement, ".complaint button[type='submit']");
    await waitInPanel(canvasElement, (root) => root.querySelector(".modal [role='status']"));
  },
};

export const ImagePreview: Story = {
  render: (args) => <ConversationStory args={args} history={history()} />,
  play: async ({ canvasElement }) => {
    await click(canvasElement, ".bubble--image");
    await waitInPanel(canvasElement, (root) => root.querySelector(".modal__image"));
  },
};

type PanelStory = StoryObj<PanelArgs>;
const recentPanel = seeded({ conversations: longRecent() });

/** Right-click (or long press) on a conversation row. */
export const ConversationRowMenu: PanelStory = {
  args: { mode: "inline", width: 420, height: 600 },
  argTypes: panelArgTypes,
  render: (args) => <WholePanel args={args} prepare={recentPanel} />,
  play: async ({ canvasElement }) => {
    const row = await waitInPanel(canvasElement, (root) => root.querySelectorAll<HTMLElement>(".recent__row .recent__main")[3] ?? null);
    row.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, composed: true, cancelable: true }));
    await waitInPanel(canvasElement, (root) => root.querySelector(".row-menu"));
  },
};

const confirm = (item: number): PanelStory => ({
  args: { mode: "inline", width: 420, height: 600 },
  argTypes: panelArgTypes,
  render: (args) => <WholePanel args={args} prepare={recentPanel} />,
  play: async ({ canvasElement }) => {
    const row = await waitInPanel(canvasElement, (root) => root.querySelectorAll<HTMLElement>(".recent__row .recent__main")[3] ?? null);
    row.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, composed: true, cancelable: true }));
    const menuItem = await waitInPanel(canvasElement, (root) => root.querySelectorAll<HTMLElement>(".row-menu__item")[item] ?? null);
    menuItem.click();
    await waitInPanel(canvasElement, (root) => root.querySelector(".modal"));
  },
});

export const ConfirmDeleteConversation: PanelStory = confirm(0);
export const ConfirmDeleteChatHistory: PanelStory = confirm(1);
