/** The profile card: my own, another user's, VIP levels and a remark, fed by `GET /api/user/info`. */
import { demoPublicUser } from "@chat/client/test";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { ProfileCard } from "../widget/src/profile/profile-card.js";
import { PanelStory, seeded } from "./support/panel-story.js";
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
  width: number;
  height: number;
}

const meta = {
  title: "Profile/Card",
  args: { vipLevel: 0, remark: "", nickname: "Lena Fischer", gender: 1, interest: "travel, photography, cooking", withAvatar: false, width: 420, height: 600 },
  argTypes: {
    vipLevel: { control: "inline-radio", options: [0, 1, 2] },
    gender: { control: "inline-radio", options: [0, 1, 2] },
    remark: { control: "text" },
    nickname: { control: "text" },
    interest: { control: "text" },
    withAvatar: { control: "boolean" },
    width: { control: { type: "range", min: 320, max: 900, step: 10 } },
    height: { control: { type: "range", min: 400, max: 900, step: 10 } },
  },
  render: (args) => <Card args={args} userId={PEER_ID} />,
} satisfies Meta<ProfileArgs>;
export default meta;
type Story = StoryObj<ProfileArgs>;

function Card({ args, userId }: { args: ProfileArgs; userId: number }) {
  const shown = {
    nickname: args.nickname,
    vipLevel: args.vipLevel,
    gender: args.gender,
    interest: args.interest,
    avatar: args.withAvatar ? pictureUrl(280) : "",
    friendRemarkName: args.remark,
  };
  const users = [peerUser(shown), demoPublicUser({ id: ME_ID, age: 34, region: "London", language: "en", ...shown })];
  return (
    <PanelStory prepare={seeded({ users }, (s) => s.chat.openProfile(userId))} rebuild={[args, userId]} box={{ inlineSize: args.width, blockSize: args.height }}>
      <div className="panel panel--inline" style={{ blockSize: "100%" }}>
        <ProfileCard userId={userId} onBack={() => {}} />
      </div>
    </PanelStory>
  );
}

export const OtherUser: Story = {};

/** My own card: no "Send message". */
export const Own: Story = {
  args: { nickname: "Ada", gender: 1, vipLevel: 1 },
  render: (args) => <Card args={args} userId={ME_ID} />,
};

export const Vip1: Story = { args: { vipLevel: 1 } };
export const Vip2: Story = { args: { vipLevel: 2 } };
export const RemarkSet: Story = { args: { remark: "Lena from the language café" } };
export const WithAvatar: Story = { args: { withAvatar: true, vipLevel: 2 } };
export const ArabicName: Story = { args: { nickname: "محمد الأحمد", gender: 0, interest: "كرة القدم, القراءة" } };
