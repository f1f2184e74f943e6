/**
 * Encounter (host app): the card stack loading, empty, with cards and with a card of several photos
 * (swipe it, tap its halves or use its photo buttons); live matching idle, counting
 * down, matched and out of attempts; the membership offer a member who is not SVIP gets on "Match".
 * The page's real views with the story's data.
 */
import type { MatchingQuotaView, MatchingView, StackState } from "@chat/client";
import type { EncounterCard } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CardStack } from "../host-app/src/encounter/card-stack.js";
import { MatchPanel } from "../host-app/src/encounter/match-panel.js";
import { MembershipOffer } from "../host-app/src/encounter/membership-offer.js";
import "../host-app/src/encounter/encounter.css";
import "../host-app/src/pages/pages.css";
import { pictureUrl } from "./support/seeds.js";

interface EncounterArgs {
  nickname: string;
  age: number;
  online: boolean;
  /** Seconds left on the countdown. */
  secondsLeft: number;
  attemptsLeft: number;
  dailyAttempts: number;
  /** Album photos on the top card (0: the avatar alone). */
  photos: number;
}

const meta = {
  title: "Host app/Encounter",
  args: { nickname: "Lucía", age: 27, online: true, secondsLeft: 12, attemptsLeft: 17, dailyAttempts: 20, photos: 3 },
  argTypes: {
    nickname: { control: "text" },
    age: { control: { type: "number", min: 18, max: 99 } },
    online: { control: "boolean" },
    secondsLeft: { control: { type: "range", min: 0, max: 15, step: 1 } },
    attemptsLeft: { control: { type: "number", min: 0 } },
    dailyAttempts: { control: { type: "number", min: 0 } },
    photos: { control: { type: "range", min: 0, max: 5, step: 1 } },
  },
} satisfies Meta<EncounterArgs>;
export default meta;
type Story = StoryObj<EncounterArgs>;

const card = (args: EncounterArgs, userId = 2): EncounterCard => ({
  userId,
  account: String(userId + 100000),
  nickname: args.nickname,
  avatar: pictureUrl(20 + userId * 40, args.nickname.slice(0, 1)),
  avatarThumb: "",
  vipLevel: userId % 3 === 0 ? 2 : 0,
  gender: 1,
  age: args.age,
  region: "ES",
  languages: ["es", "en"],
  tags: ["flamenco", "tea", "hiking"],
  onlineState: args.online ? 1 : 0,
  canTalk: false,
});

const noop = () => {};
const stack = (state: StackState) => <CardStack state={state} onSayHi={noop} onFollow={noop} onNext={noop} onRetry={noop} />;
const quota = (args: EncounterArgs): MatchingQuotaView => ({ attemptsLeft: args.attemptsLeft, dailyAttempts: args.dailyAttempts, allowed: true });
const panel = (args: EncounterArgs, view: MatchingView) => (
  <div className="page encounter">
    <MatchPanel view={view} quota={quota(args)} onMatch={noop} onCancel={noop} onContinue={noop} onEnd={noop} />
  </div>
);

export const StackLoading: Story = { render: () => stack({ cards: null, loading: true, error: "", followed: [] }) };
export const StackEmpty: Story = { render: () => stack({ cards: [], loading: false, error: "", followed: [] }) };
export const StackWithCards: Story = { render: (args) => stack({ cards: [card(args), card(args, 3)], loading: false, error: "", followed: [] }) };
export const StackWithPhotos: Story = {
  render: (args) =>
    stack({
      cards: [{ ...card(args), photos: Array.from({ length: args.photos }, (_, i) => pictureUrl(200 + i * 50, `${args.nickname} ${i + 1}`)) }, card(args, 3)],
      loading: false,
      error: "",
      followed: [],
    }),
};
export const Idle: Story = { render: (args) => panel(args, { name: "idle" }) };
export const Countdown: Story = { render: (args) => panel(args, { name: "counting", secondsLeft: args.secondsLeft }) };
export const Matched: Story = { render: (args) => panel(args, { name: "matched", match: { matchId: 1, card: { ...card(args), canTalk: true }, matchedAt: Date.UTC(2026, 10, 24, 9) } }) };
export const NobodyAround: Story = { render: (args) => panel(args, { name: "nobody" }) };
export const NoAttemptsLeft: Story = {
  args: { attemptsLeft: 0 },
  render: (args) => panel(args, { name: "limit", message: "No more matching attempts, try again tomorrow" }),
};
export const MembershipOfferDialog: Story = { render: () => <MembershipOffer onClose={noop} /> };
