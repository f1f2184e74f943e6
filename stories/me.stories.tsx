/**
 * The Me tab's page (host app, phones): who I am and one large row per place the side bar, the user
 * menu and the footer reach, with the coins, translation characters and follow counts; and the message
 * a page shows when its code does not load (a failed chunk, or none after the 120 s limit).
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MePage } from "../host-app/src/me/me-page.js";
import { ChunkFailed } from "../host-app/src/router/lazy-page.js";
import { hostArgs, hostArgTypes, HostStory, type HostArgs } from "./support/host-story.js";

const meta = {
  title: "Host app/Me",
  args: { ...hostArgs, windowWidth: 390 },
  argTypes: hostArgTypes,
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<HostArgs>;

export const MeOnAPhone: Story = {
  tags: ["narrow"],
  render: (args) => (
    <HostStory args={args}>
      <main style={{ padding: "var(--app-space-4)" }}>
        <MePage />
      </main>
    </HostStory>
  ),
};

/** SVIP with a long name and many coins: the name wraps, the counts stay whole. */
export const MeSvipLongName: Story = {
  tags: ["narrow"],
  args: { vipLevel: 2, goldCoins: 98_765, nickname: "Maximiliana Alexandrovna Konstantinopolskaya" },
  render: MeOnAPhone.render,
};

export const PageCouldNotLoad: Story = {
  tags: ["narrow"],
  render: () => (
    <main>
      <ChunkFailed onRetry={() => {}} />
    </main>
  ),
};
