/** The host app's layout pieces: header, side bar, and the login and register pages. */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoginPage } from "../host-app/src/account/login-page.js";
import { RegisterPage } from "../host-app/src/account/register-page.js";
import { Header } from "../host-app/src/layout/header.js";
import { Sidebar } from "../host-app/src/layout/sidebar.js";
import { hostArgs, hostArgTypes, HostStory, type HostArgs } from "./support/host-story.js";
import "../host-app/src/layout/layout.css";
import "../host-app/src/layout/header.css";
import "../host-app/src/layout/sidebar.css";

const meta = {
  title: "Host app/Layout",
  args: hostArgs,
  argTypes: hostArgTypes,
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<HostArgs>;

export const HeaderWide: Story = {
  render: (args) => (
    <HostStory args={args}>
      <Header />
    </HostStory>
  ),
};

export const HeaderNarrow: Story = {
  args: { windowWidth: 390 },
  render: HeaderWide.render,
};

export const HeaderManyUnread: Story = {
  args: { unread: 250, vipLevel: 2 },
  render: HeaderWide.render,
};

export const SideBar: Story = {
  render: (args) => (
    <HostStory args={args}>
      <div style={{ display: "flex", minBlockSize: "100vh" }}>
        <Sidebar />
        {/* The side bar is a complementary landmark beside the page's main content. */}
        <main style={{ flex: 1 }} />
      </div>
    </HostStory>
  ),
};

export const SideBarSvip: Story = {
  args: { vipLevel: 2, goldCoins: 98_765, nickname: "محمد الأحمد" },
  render: SideBar.render,
};

export const Login: Story = {
  args: { loggedIn: false },
  render: (args) => (
    <HostStory args={args}>
      <LoginPage />
    </HostStory>
  ),
};

export const Register: Story = {
  args: { loggedIn: false },
  render: (args) => (
    <HostStory args={args}>
      <RegisterPage />
    </HostStory>
  ),
};
