/**
 * The console's support inbox (section "Inbox"): the list of members' conversations with customer
 * service, a conversation with the member's context, the empty inbox, a filter with nothing in it,
 * the saved replies open, and a conversation on a phone-sized screen. Each story runs the real inbox
 * store over an in-memory support server, so its buttons work (a reply, a note, an assignment…).
 */
import { createInbox, type Inbox } from "@chat/client/console";
import { DEMO_SAVED_REPLIES, demoInbox, fakeSupport, OPERATORS } from "@chat/client/console/test";
import type { Operator } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { InboxScreen } from "../host-app/src/console/support/inbox-screen.js";
import "../host-app/src/console/console.css";
import { ConsoleCatalog } from "./support/console-catalog.js";
import { pictureUrl } from "./support/seeds.js";
import { useStoryEnv } from "./support/story-env.js";

interface InboxArgs {
  /** `admin` may give a conversation to another operator. */
  role: "admin" | "support";
}

const NOW = Date.UTC(2026, 10, 24, 10, 0);
const now = () => NOW;

function ConsoleLocale({ children }: { children: ReactNode }) {
  const { locale, dir } = useStoryEnv();
  return (
    <ConsoleCatalog>
      <main className="console__main" dir={dir} lang={locale}>
        {children}
      </main>
    </ConsoleCatalog>
  );
}

interface Setup {
  empty?: boolean;
  /** Opens this member's conversation. */
  open?: number;
  filter?: "mine";
  savedRepliesOpen?: boolean;
}

/** The inbox over its in-memory server, brought to the story's state before it shows. */
function InboxStory({ args, setup }: { args: InboxArgs; setup: Setup }) {
  const { locale } = useStoryEnv();
  const operator = useMemo<Operator>(() => (args.role === "admin" ? { id: 2, email: "admin@support.example", role: "admin" } : { id: 3, email: "sam@support.example", role: "support" }), [args.role]);
  const inbox = useMemo<Inbox>(() => {
    const threads = setup.empty ? [] : demoInbox(NOW, { operators: operator.role === "admin" ? OPERATORS : [], picture: pictureUrl(40, "receipt") });
    const server = fakeSupport({ threads, operator, savedReplies: DEMO_SAVED_REPLIES, now });
    return createInbox({ calls: server.calls, language: () => locale, isVisible: () => true });
  }, [operator, locale, setup.empty]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    setReady(false);
    void (async () => {
      await (setup.filter ? inbox.setFilter(setup.filter) : inbox.start());
      if (setup.open !== undefined) await inbox.open(setup.open);
      if (setup.savedRepliesOpen) await inbox.savedReplies.load();
      if (live) setReady(true);
    })();
    return () => {
      live = false;
      inbox.dispose();
    };
  }, [inbox, setup.filter, setup.open, setup.savedRepliesOpen]);
  if (!ready) return <div data-story-pending="" />;
  return <InboxScreen inbox={inbox} operator={operator} now={now} {...(setup.savedRepliesOpen ? { savedRepliesOpen: true } : {})} />;
}

const meta = {
  title: "Console/Inbox",
  decorators: [
    (Story) => (
      <ConsoleLocale>
        <Story />
      </ConsoleLocale>
    ),
  ],
  args: { role: "support" },
  argTypes: { role: { control: "inline-radio", options: ["admin", "support"] } },
} satisfies Meta<InboxArgs>;
export default meta;
type Story = StoryObj<InboxArgs>;

/** Open conversations, newest activity first: unread counts, waiting times, who has each. */
export const List: Story = { render: (args) => <InboxStory args={args} setup={{}} /> };

/** A member's conversation (a gift, a picture, an internal note) beside their context. */
export const ConversationWithContext: Story = { args: { role: "admin" }, render: (args) => <InboxStory args={args} setup={{ open: 21 }} /> };

/** A newcomer's console: nobody has written yet. */
export const EmptyInbox: Story = { render: (args) => <InboxStory args={args} setup={{ empty: true }} /> };

/** "Mine" for an operator who has no conversation. */
export const NothingInTheFilter: Story = { render: (args) => <InboxStory args={args} setup={{ filter: "mine" }} /> };

/** The saved replies, those in the member's language (German) first. */
export const SavedReplies: Story = { render: (args) => <InboxStory args={args} setup={{ open: 21, savedRepliesOpen: true }} /> };

/** On a phone-sized screen: the conversation alone, with "Back" to the list. */
export const NarrowConversation: Story = { tags: ["narrow"], render: (args) => <InboxStory args={args} setup={{ open: 22 }} /> };
