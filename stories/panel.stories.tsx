/** The panel as a whole: every list screen, the frame's modes and the connection states. */
import { createFakeTransport, createManualTimers } from "@chat/client/test";
import { LIMITS } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PanelApp } from "../widget/src/panel/panel-app.js";
import { panelArgTypes, WholePanel, type PanelArgs } from "./support/panel-shell.js";
import { PanelStory, seeded, type StoryChat } from "./support/panel-story.js";
import {
  announcements,
  applications,
  friendsInScripts,
  interactions,
  longHistory,
  longRecent,
  message,
  PEER_ID,
  peerConversation,
  service,
  serviceConversation,
} from "./support/seeds.js";
import { useStoryEnv } from "./support/story-env.js";

const meta = {
  title: "Panel/Screens",
  args: { mode: "inline", width: 720, height: 600 },
  argTypes: panelArgTypes,
} satisfies Meta<PanelArgs>;
export default meta;
type Story = StoryObj<PanelArgs>;

const busyRecent = {
  conversations: [serviceConversation(1), ...longRecent()],
  unread: { applys: 2, system: 1, interact: 6 },
  service,
  applications: applications(),
  announcements: announcements(),
  interactions: interactions(),
  friends: friendsInScripts(),
};

export const EmptyRecent: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded({})} />,
};

export const LongRecentWithUnread: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent)} />,
};

export const FriendApplications: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent, (s) => s.chat.openApplications())} />,
};

export const Announcements: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent, (s) => s.chat.openAnnouncements())} />,
};

export const InteractionNotifications: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent, (s) => s.chat.openInteractions())} />,
};

export const CustomerService: Story = {
  render: (args) => (
    <WholePanel
      args={args}
      prepare={seeded(
        {
          ...busyRecent,
          messages: {
            [service.userId]: [
              message("Hello! How can we help you today?", -2, { peer: service.userId, from: service.serviceAccount }),
              message("My payment does not show up.", -1, { peer: service.userId, mine: true }),
            ],
          },
        },
        (s) => s.chat.openConversation(service.userId),
      )}
    />
  ),
};

export const ContactsByLetter: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent, (s) => s.chat.showList("contacts"))} />,
};

const withConversation = seeded(
  { ...busyRecent, conversations: [peerConversation({ unread_num: 0 }), ...busyRecent.conversations], messages: { [PEER_ID]: longHistory(30) } },
  (s) => s.chat.openConversation(PEER_ID),
);

/** A narrow box: one column, the open conversation replaces the list. */
export const Narrow: Story = {
  args: { width: 360, height: 640 },
  render: (args) => <WholePanel args={args} prepare={withConversation} />,
};

/** A wide box: the list stays beside the open conversation. */
export const Wide: Story = {
  args: { width: 1000, height: 680 },
  render: (args) => <WholePanel args={args} prepare={withConversation} />,
};

/** A phone-sized screen: the floating panel fills the viewport (the frame's narrow mode). */
export const NarrowScreen: Story = {
  tags: ["narrow"],
  args: { mode: "floating" },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent)} />,
};

export const Floating: Story = {
  args: { mode: "floating" },
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent)} />,
};

/** Where the user dropped it: the position is remembered for the next visit. */
export const Dragged: Story = {
  args: { mode: "floating" },
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent)} dragTo={{ x: -420, y: -120 }} />,
};

export const FullScreen: Story = {
  args: { mode: "fullscreen" },
  render: (args) => <WholePanel args={args} prepare={withConversation} />,
};

/** The connection dropped; the next attempt is waiting (the timers never fire in this story). */
export const Reconnecting: Story = {
  render: (args) => (
    <WholePanel
      args={args}
      prepare={seeded({ ...busyRecent, env: { setTimeout: () => 0, clearTimeout: () => {} } }, (s) => {
        s.transport.autoReady = false;
        s.transport.drop();
      })}
    />
  ),
};

/** Every reconnect attempt failed: "You are offline." with "Reconnect". */
export const Offline: Story = {
  render: (args) => {
    const timers = createManualTimers();
    return (
      <WholePanel
        args={args}
        prepare={seeded({ ...busyRecent, transport: createFakeTransport(), env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout } }, (s) =>
          failEveryAttempt(s, timers),
        )}
      />
    );
  },
};

function failEveryAttempt(s: StoryChat, timers: ReturnType<typeof createManualTimers>) {
  s.transport.autoReady = false;
  for (let i = 0; i <= LIMITS.reconnectAttempts; i += 1) {
    s.transport.drop();
    timers.advance(10 * 60_000);
  }
}

/** Another device logged in with this account: the session is over. */
export const AnotherDeviceLoggedIn: Story = {
  render: (args) => <WholePanel args={args} prepare={seeded(busyRecent, (s) => s.transport.emit({ type: "conflict" }))} />,
};

function LoggedOutPanel({ story }: { story: StoryChat }) {
  const { locale } = useStoryEnv();
  return <PanelApp controller={story.controller} apiBase="http://chat.test" locale={locale} />;
}

/** No token: the panel asks the visitor to log in (the host app's login page does the logging in). */
export const LoggedOut: Story = {
  render: (args) => (
    <PanelStory
      prepare={seeded({}, (s) => {
        s.controller.$inline.set(args.mode === "inline");
        s.controller.$open.set(true);
        s.controller.$fullscreen.set(args.mode === "fullscreen");
      })}
      rebuild={args.mode}
      box={{ inlineSize: args.width, blockSize: args.height }}
    >
      {(story) => <LoggedOutPanel story={story} />}
    </PanelStory>
  ),
};
