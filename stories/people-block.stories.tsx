/**
 * Block: the profile card's Block/Unblock button (not blocked, blocked, the confirm dialog, a
 * refusal), a send refused because of a block (the reason shown, the draft kept), and the web app's
 * "Blocked users" settings section (a list, empty, a second page). Each answers the block routes of
 * the fake server (`@chat/client/test`).
 */
import { createApiClient, createBlock } from "@chat/client";
import { envelope, fakeFetch, ok } from "@chat/client/test";
import type { BlockedUser } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { BlockedUsers } from "../host-app/src/people/blocked-users.js";
import { BlockButton } from "../widget/src/profiles/block-button.js";
import { ConversationStory, conversationArgs } from "./support/conversation-story.js";
import { greeting } from "./support/conversation-seeds.js";
import { hostArgs, HostStory } from "./support/host-story.js";
import { PanelStory, seeded, waitInPanel } from "./support/panel-story.js";
import { PEER_ID } from "./support/seeds.js";

interface BlockArgs {
  /** Whether the user on the card is already blocked. */
  blocked: boolean;
  /** The name on the card and in the dialog. */
  name: string;
  /** How many users the settings section lists. */
  blockedCount: number;
  width: number;
}

const meta = {
  title: "People/Block",
  args: { blocked: false, name: "Lena Fischer", blockedCount: 3, width: 420 },
  argTypes: {
    blocked: { control: "boolean" },
    name: { control: "text" },
    blockedCount: { control: { type: "number", min: 0, max: 60 } },
    width: { control: { type: "range", min: 320, max: 900, step: 10 } },
  },
} satisfies Meta<BlockArgs>;
export default meta;
type Story = StoryObj<BlockArgs>;

const NAMES = ["Lena Fischer", "Kenji Sato", "Amira Haddad", "Olga Petrova", "Diego Ramos", "Mei Lin"];
const blockedUser = (i: number): BlockedUser => ({ userId: 100 + i, imAccount: `im${100_100 + i}`, nickname: NAMES[i % NAMES.length] ?? "User", avatar: "", blockTime: 1_700_000_000_000 - i * 60_000 });

function Button({ args, routes }: { args: BlockArgs; routes?: Parameters<typeof fakeFetch>[0] }) {
  const blocked = args.blocked ? [{ ...blockedUser(0), userId: PEER_ID, nickname: args.name }] : [];
  return (
    <PanelStory prepare={seeded({ blocked, ...(routes ? { routes } : {}) })} rebuild={[args]} box={{ inlineSize: args.width, blockSize: 320 }}>
      <div className="panel panel--inline" style={{ blockSize: "100%", padding: "1rem" }}>
        <BlockButton userId={PEER_ID} name={args.name} blocked={args.blocked} />
      </div>
    </PanelStory>
  );
}

export const NotBlocked: Story = { render: (args) => <Button args={args} /> };

export const Blocked: Story = { args: { blocked: true }, render: (args) => <Button args={args} /> };

/** The question before blocking. */
export const ConfirmBlock: Story = {
  render: (args) => <Button args={args} />,
  play: async ({ canvasElement }) => {
    const button = await waitInPanel(canvasElement, (root) => root.querySelector<HTMLButtonElement>(".block-button button"));
    button.click();
    await waitInPanel(canvasElement, (root) => root.querySelector("[role=dialog]"));
  },
};

/** The server refused (the user was deleted meanwhile): its reason under the button. */
export const Refused: Story = {
  render: (args) => <Button args={args} routes={{ "POST /api/user/block": () => envelope(404, "This user is not available.", null) }} />,
  play: async ({ canvasElement }) => {
    (await waitInPanel(canvasElement, (root) => root.querySelector<HTMLButtonElement>(".block-button button"))).click();
    const dialog = await waitInPanel(canvasElement, (root) => root.querySelector("[role=dialog]"));
    dialog.querySelector<HTMLButtonElement>(".button--primary")?.click();
    await waitInPanel(canvasElement, (root) => root.querySelector(".block-button [role=alert]"));
  },
};

/** The other user blocked me while our conversation was open: my send fails with the reason and the draft stays. */
export const SendRefusedByBlock: Story = {
  render: (args) => (
    <ConversationStory
      args={{ ...conversationArgs, width: args.width }}
      history={greeting()}
      options={{ routes: { "POST /api/message/send": () => envelope(403, "You cannot message this user.", null) } }}
      after={async (story) => {
        story.chat.setDraft("Are we still on for Friday?");
        await story.chat.send();
      }}
      rebuild={[args]}
    />
  ),
};

function Section({ args }: { args: BlockArgs }) {
  const block = useMemo(() => {
    const list = Array.from({ length: args.blockedCount }, (_, i) => blockedUser(i));
    const server = fakeFetch({
      "GET /api/user/block-list": (request) => {
        const params = new URL(request.path, "http://x").searchParams;
        const page = Number(params.get("page") ?? 1);
        const size = Number(params.get("pageSize") ?? 20);
        return ok({ records: list.slice((page - 1) * size, page * size), total: list.length });
      },
      "POST /api/user/unblock": (request) => {
        const { userId } = request.body as { userId: number };
        list.splice(list.findIndex((u) => u.userId === userId), 1);
        return ok(null);
      },
    });
    return createBlock({ api: createApiClient({ baseUrl: "http://chat.test", getToken: () => "token-abc", getLocale: () => "en", fetch: server.fetch, onUnauthorized: () => {} }) });
  }, [args.blockedCount]);
  return (
    <HostStory args={{ ...hostArgs, windowWidth: Math.max(args.width, 320) }}>
      <main style={{ maxInlineSize: args.width, padding: "1rem" }}>
        <BlockedUsers block={block} />
      </main>
    </HostStory>
  );
}

/** Settings → Blocked users. */
export const BlockedUsersList: Story = { args: { width: 640 }, render: (args) => <Section args={args} /> };

export const BlockedUsersEmpty: Story = { args: { width: 640, blockedCount: 0 }, render: (args) => <Section args={args} /> };

/** More than a page: "Show more" loads the next. */
export const BlockedUsersManyPages: Story = { args: { width: 640, blockedCount: 45 }, render: (args) => <Section args={args} /> };
