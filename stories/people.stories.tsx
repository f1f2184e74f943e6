/**
 * People (host app): a home page as its owner, a stranger, a friend, after a friend request and of
 * someone the user blocked, and the followers, following and visitors lists with rows and empty. The
 * lists run the real page over a fake server with the story's rows.
 */
import { memoryTokenStorage } from "@chat/client";
import { createFakeTransport, createMemoryStorage, demoPublicUser, demoUser, fakeFetch, ok } from "@chat/client/test";
import type { PersonRow, PublicProfile } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { EnvProvider } from "../host-app/src/common/env-context.js";
import { createHostEnvironment } from "../host-app/src/app/environment.js";
import type { HostEnvironment } from "../host-app/src/common/host-environment.js";
import { HomePageView } from "../host-app/src/people/home-page-view.js";
import { PeopleListPage } from "../host-app/src/people/people-list-page.js";

interface PeopleArgs {
  nickname: string;
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  fans: number;
  todayViews: number;
  /** Rows in the lists (0 shows the empty text). */
  rows: number;
}

const meta = {
  title: "Host app/People",
  args: { nickname: "Mei", vipLevel: 2, fans: 12, todayViews: 3, rows: 6 },
  argTypes: {
    nickname: { control: "text" },
    vipLevel: { control: "inline-radio", options: [0, 1, 2] },
    fans: { control: { type: "number", min: 0 } },
    todayViews: { control: { type: "number", min: 0 } },
    rows: { control: { type: "number", min: 0, max: 40 } },
  },
} satisfies Meta<PeopleArgs>;
export default meta;
type Story = StoryObj<PeopleArgs>;

const profile = (args: PeopleArgs, extra: Partial<PublicProfile> = {}): PublicProfile => ({
  ...demoPublicUser({
    id: 4,
    nickname: args.nickname,
    vipLevel: args.vipLevel,
    gender: 1,
    age: 29,
    region: "CN",
    occupation: "Teacher",
    interest: "tea,calligraphy,travel",
    personalMessage: "你好! Learning English and Spanish.",
    height: 162,
    weight: 50,
    isFriend: false,
    userDataVo: { fans: args.fans, follow: 5 },
  }),
  languages: "zh-CN,en",
  avatarThumb: "",
  isFollow: false,
  blocked: false,
  todayViews: args.todayViews,
  totalViews: args.todayViews + 120,
  ...extra,
});

const page = (args: PeopleArgs, props: Partial<Parameters<typeof HomePageView>[0]> & { user?: PublicProfile }) => (
  <div style={{ maxInlineSize: 760 }}>
    <HomePageView user={profile(args)} own={false} following={false} fans={args.fans} followBusy={false} requested={false} {...props} />
  </div>
);

export const OwnPage: Story = { render: (args) => page(args, { own: true }) };
export const SomeoneElse: Story = { render: (args) => page(args, {}) };
export const Friend: Story = { render: (args) => page(args, { user: profile(args, { isFriend: true, isFollow: true, friendRemarkName: "Tea teacher" }), following: true }) };
export const FriendRequestSent: Story = { render: (args) => page(args, { requested: true }) };
export const Blocked: Story = { render: (args) => page(args, { user: profile(args, { blocked: true, isFriend: true, isFollow: true }), following: true }) };

const NAMES = ["Jonas", "Yuki", "Bob", "Aiko", "Lars", "Sofia", "Omar", "Eva"];
const rowsOf = (count: number): PersonRow[] =>
  Array.from({ length: count }, (_, i) => ({
    userId: 10 + i,
    account: String(100010 + i),
    nickname: NAMES[i % NAMES.length] ?? "User",
    avatar: "",
    avatarThumb: "",
    vipLevel: i % 3 === 0 ? 1 : 0,
    gender: i % 2 === 0 ? 0 : 1,
    age: 24 + i,
    region: ["DE", "JP", "ES", "SE"][i % 4] ?? "",
    insertTime: Date.now() - (i + 1) * 47 * 60_000,
  }));

function ListStory({ args, kind }: { args: PeopleArgs; kind: "following" | "fans" | "visitors" }) {
  const [env, setEnv] = useState<HostEnvironment | null>(null);
  const key = JSON.stringify(args);
  useEffect(() => {
    const all = rowsOf(args.rows);
    const answer = (path: string) => {
      const params = new URL(path, "http://x").searchParams;
      const n = Number(params.get("page") ?? 1);
      const size = Number(params.get("pageSize") ?? 20);
      return ok({ records: all.slice((n - 1) * size, n * size), total: all.length });
    };
    const server = fakeFetch({
      "GET /api/account/my-info": () => ok(demoUser()),
      "GET /api/user/follow-list": (r) => answer(r.path),
      "GET /api/user/fans-list": (r) => answer(r.path),
      "GET /api/user/visitor-record": (r) => answer(r.path),
    });
    setEnv(
      createHostEnvironment({
        baseUrl: "http://chat.test",
        tokenStorage: memoryTokenStorage("token-abc"),
        fetch: server.fetch,
        chatEnvironment: { fetch: server.fetch, transport: createFakeTransport(), storage: createMemoryStorage() },
      }),
    );
    // `key` is the args: every change builds a fresh environment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!env) return <div data-story-pending="" />;
  return (
    <EnvProvider value={env}>
      <div style={{ maxInlineSize: 760 }}>
        <PeopleListPage kind={kind} />
      </div>
    </EnvProvider>
  );
}

export const Followers: Story = { render: (args) => <ListStory args={args} kind="fans" /> };
export const Following: Story = { render: (args) => <ListStory args={args} kind="following" /> };
export const Visitors: Story = { render: (args) => <ListStory args={args} kind="visitors" /> };
export const EmptyFollowing: Story = { args: { rows: 0 }, render: (args) => <ListStory args={args} kind="following" /> };
export const EmptyVisitors: Story = { args: { rows: 0 }, render: (args) => <ListStory args={args} kind="visitors" /> };
