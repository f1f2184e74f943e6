/**
 * The profile card: my own (finished, or with the invitation to finish it), a friend's, a stranger's
 * with "Add friend" and after a request was sent, VIP levels and a remark, fed by `GET /api/user/info`.
 */
import { demoPublicUser, demoUser, type TestChatOptions } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileCard } from "../widget/src/profiles/profile-card.js";
import { PanelStory, seeded, type StoryChat } from "./support/panel-story.js";
import { ME_ID, PEER_ID, peerUser, pictureUrl } from "./support/seeds.js";

interface ProfileArgs {
  /** 0 none, 1 VIP, 2 SVIP. */
  vipLevel: 0 | 1 | 2;
  /** My remark for this user ("" for none). */
  remark: string;
  nickname: string;
  /** 0 male, 1 female, 2 other. */
  gender: 0 | 1 | 2;
  /** Comma-separated interest tags. */
  interest: string;
  withAvatar: boolean;
  /** The languages the user speaks, codes comma-separated. */
  languages: string;
  /** Whether we are friends (a friend's card offers Send message and Delete friend). */
  isFriend: boolean;
  width: number;
  height: number;
}

const meta = {
  title: "Profile/Card",
  args: { vipLevel: 0, remark: "", nickname: "Lena Fischer", gender: 1, interest: "travel, photography, cooking", withAvatar: false, languages: "de,en", isFriend: true, width: 420, height: 600 },
  argTypes: {
    vipLevel: { control: "inline-radio", options: [0, 1, 2] },
    gender: { control: "inline-radio", options: [0, 1, 2] },
    remark: { control: "text" },
    nickname: { control: "text" },
    interest: { control: "text" },
    withAvatar: { control: "boolean" },
    languages: { control: "text" },
    isFriend: { control: "boolean" },
    width: { control: { type: "range", min: 320, max: 900, step: 10 } },
    height: { control: { type: "range", min: 400, max: 900, step: 10 } },
  },
  render: (args) => <Card args={args} userId={PEER_ID} />,
} satisfies Meta<ProfileArgs>;
export default meta;
type Story = StoryObj<ProfileArgs>;
type StoryAfter = (story: StoryChat) => Promise<unknown> | unknown;

function Card({ args, userId, options, after }: { args: ProfileArgs; userId: number; options?: TestChatOptions; after?: StoryAfter }) {
  const shown = {
    nickname: args.nickname,
    vipLevel: args.vipLevel,
    gender: args.gender,
    interest: args.interest,
    avatar: args.withAvatar ? pictureUrl(280) : "",
    friendRemarkName: args.remark,
    languages: args.languages,
    isFriend: args.isFriend,
  };
  const users = [peerUser(shown), demoPublicUser({ id: ME_ID, age: 34, region: "London", language: "en", ...shown })];
  return (
    <PanelStory
      prepare={seeded({ users, ...options }, async (s) => {
        await s.chat.openProfile(userId);
        await after?.(s);
      })} rebuild={[args, userId]} box={{ inlineSize: args.width, blockSize: args.height }}>
      <div className="panel panel--inline" style={{ blockSize: "100%" }}>
        <ProfileCard userId={userId} onBack={() => {}} />
      </div>
    </PanelStory>
  );
}

/** A friend's card: "Send message" and "Delete friend". */
export const OtherUser: Story = {};
export const Friend: Story = {};

/** A stranger's card: "Add friend". */
export const Stranger: Story = { args: { isFriend: false, languages: "es" } };

/** A stranger who approves requests, after "Add friend": "Request sent", disabled, and the notice. */
export const RequestSent: Story = {
  args: { isFriend: false },
  render: (args) => <Card args={args} userId={PEER_ID} after={(s) => s.chat.friends.addFriend(PEER_ID)} />,
};

/** My own finished card: no friend buttons. */
export const Own: Story = {
  args: { nickname: "Ada", gender: 1, vipLevel: 1 },
  render: (args) => <Card args={args} userId={ME_ID} />,
};

/** My-info of an account whose profile setup was skipped. */
const unfinishedMe = { ...demoUser(), profileCompleted: false, languages: "" };

/** My own card while my profile is not finished: the invitation and "Finish your profile". */
export const OwnIncomplete: Story = {
  args: { nickname: "user100007", gender: 0, interest: "", languages: "" },
  render: (args) => <Card args={args} userId={ME_ID} options={{ me: unfinishedMe }} />,
};

export const Vip1: Story = { args: { vipLevel: 1 } };
export const Vip2: Story = { args: { vipLevel: 2 } };
export const RemarkSet: Story = { args: { remark: "Lena from the language café" } };
export const WithAvatar: Story = { args: { withAvatar: true, vipLevel: 2 } };
export const ArabicName: Story = { args: { nickname: "محمد الأحمد", gender: 0, interest: "كرة القدم, القراءة" } };
