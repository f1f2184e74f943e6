/**
 * The operator console's pages in their states: the complaints queue empty and with complaints (a
 * message, a moment, a handled one), a user's page, and a search that found nobody. The real section
 * components with their data as props; the console's own catalog is activated over the toolbar's locale.
 */
import type { ConsoleComplaint, ConsoleUserDetail } from "@chat/protocol";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { ComplaintQueue } from "../host-app/src/console/complaints/complaint-queue.js";
import { UserPage } from "../host-app/src/console/users/user-page.js";
import { UserSearch } from "../host-app/src/console/users/user-search.js";
import "../host-app/src/console/console.css";
import "../host-app/src/console/complaints/complaints.css";
import "../host-app/src/console/users/users.css";
import { ConsoleCatalog } from "./support/console-catalog.js";

const NOW = Date.UTC(2026, 10, 24, 10, 30);
const MINUTE = 60_000;
const REASONS = [
  { id: 1, reason: "Harassment or bullying" },
  { id: 2, reason: "Spam or advertising" },
  { id: 7, reason: "Fake profile or impersonation" },
];

const message = (id: string, fromUserId: number, text: string, minutesAgo: number) => ({ id, fromUserId, type: "txt" as const, text, url: null, custom: null, time: NOW - minutesAgo * MINUTE, recalled: false });

const COMPLAINTS: ConsoleComplaint[] = [
  {
    id: 12,
    reason: { id: 1, reason: "Harassment or bullying" },
    notes: "Insults after I said no.",
    createdAt: NOW - 5 * MINUTE,
    status: "open",
    handledAt: null,
    handledBy: null,
    reporter: { id: 2, accountId: 100_002, nickname: "Bob" },
    reported: { id: 7, accountId: 100_007, nickname: "Jonas", suspendedUntil: null, bannedAt: null },
    about: "message",
    snapshot: {
      profile: { userId: 7, accountId: 100_007, nickname: "Jonas", avatar: "", personalMessage: "Hallo aus Berlin.", occupation: "architect" },
      message: message("m2", 7, "You are a complete fool.", 6),
      conversation: [message("m1", 2, "No thanks, not interested.", 8), message("m2", 7, "You are a complete fool.", 6)],
    },
  },
  {
    id: 11,
    reason: { id: 7, reason: "Fake profile or impersonation" },
    notes: "",
    createdAt: NOW - 50 * MINUTE,
    status: "open",
    handledAt: null,
    handledBy: null,
    reporter: { id: 1, accountId: 100_001, nickname: "Alice" },
    reported: { id: 9, accountId: 100_009, nickname: "Yuki", suspendedUntil: NOW + 24 * 60 * MINUTE, bannedAt: null },
    about: "moment",
    snapshot: {
      profile: { userId: 9, accountId: 100_009, nickname: "Yuki", avatar: "", personalMessage: "こんにちは!", occupation: "illustrator" },
      moment: { id: 4, text: "My new drawing, all my own work!", pictures: [], time: NOW - 3 * 60 * MINUTE },
      conversation: [],
    },
  },
  {
    id: 10,
    reason: { id: 2, reason: "Spam or advertising" },
    notes: "Links to a shop.",
    createdAt: NOW - 3 * 24 * 60 * MINUTE,
    status: "dismissed",
    handledAt: NOW - 2 * 24 * 60 * MINUTE,
    handledBy: "support@demo.chat",
    reporter: { id: 3, accountId: 100_003, nickname: "Mei" },
    reported: { id: 7, accountId: 100_007, nickname: "Jonas", suspendedUntil: null, bannedAt: null },
    about: "user",
    snapshot: null,
  },
];

const DETAIL: ConsoleUserDetail = {
  user: {
    id: 7,
    accountId: 100_007,
    nickname: "Jonas",
    email: "jonas@demo.chat",
    vipLevel: 1,
    createdAt: NOW - 40 * 24 * 60 * MINUTE,
    deletedAt: null,
    suspendedUntil: NOW + 24 * 60 * MINUTE,
    bannedAt: null,
    avatar: "",
    gender: 0,
    region: "DE",
    language: "de",
    personalMessage: "Hallo aus Berlin.",
    occupation: "architect",
  },
  membership: { vipLevel: 1, vipExpiresAt: NOW + 20 * 24 * 60 * MINUTE },
  balances: { goldCoin: 1250, translateChars: 3000, vipChars: 500, freeGifts: 3 },
  flags: { isPayMsg: true, isBurnPayMsg: false },
  bills: [
    { id: 3, asset: "gold_coin", delta: 50, balanceAfter: 1250, reason: "admin", item: "Support: refund for ticket 12", time: NOW - 60 * MINUTE },
    { id: 2, asset: "gold_coin", delta: -10, balanceAfter: 1200, reason: "gift", item: "Rose", time: NOW - 2 * 24 * 60 * MINUTE },
    { id: 1, asset: "gold_coin", delta: 1210, balanceAfter: 1210, reason: "recharge", item: "1200 coins", time: NOW - 30 * 24 * 60 * MINUTE },
  ],
  complaints: [
    { id: 12, reason: "Harassment or bullying", status: "suspended", createdAt: NOW - 5 * MINUTE },
    { id: 10, reason: "Spam or advertising", status: "dismissed", createdAt: NOW - 3 * 24 * 60 * MINUTE },
  ],
};


/** The console's own catalog over the toolbar's locale (the console page loads only that one). */
function ConsoleStory({ children }: { children: ReactNode }) {
  return (
    <ConsoleCatalog>
      <main className="console__main">{children}</main>
    </ConsoleCatalog>
  );
}

const done = () => Promise.resolve();

const meta = {
  title: "Console/Operator",
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const QueueEmpty: Story = {
  render: () => (
    <ConsoleStory>
      <ComplaintQueue complaints={[]} total={0} reasons={REASONS} filter={{ status: "open", reason: null, userId: null }} loading={false} error="" onFilter={() => {}} onAct={done} onMore={() => {}} />
    </ConsoleStory>
  ),
};

export const QueueLoaded: Story = {
  render: () => (
    <ConsoleStory>
      <ComplaintQueue complaints={COMPLAINTS} total={7} reasons={REASONS} filter={{ status: "all", reason: null, userId: null }} loading={false} error="" onFilter={() => {}} onAct={done} onMore={() => {}} />
    </ConsoleStory>
  ),
};

export const UserPageLoaded: Story = {
  render: () => (
    <ConsoleStory>
      <UserPage detail={DETAIL} role="admin" onCoins={done} onSet={done} onRestore={done} onBack={() => {}} />
    </ConsoleStory>
  ),
};

export const UserPageEmpty: Story = {
  render: () => (
    <ConsoleStory>
      <UserPage
        detail={{ ...DETAIL, user: { ...DETAIL.user, suspendedUntil: null, vipLevel: 0 }, membership: { vipLevel: 0, vipExpiresAt: null }, balances: { goldCoin: 0, translateChars: 0, vipChars: 0, freeGifts: 0 }, bills: [], complaints: [] }}
        role="support"
        onCoins={done}
        onSet={done}
        onRestore={done}
        onBack={() => {}}
      />
    </ConsoleStory>
  ),
};

export const UserSearchNobody: Story = {
  render: () => (
    <ConsoleStory>
      <UserSearch results={[]} busy={false} onSearch={() => {}} onOpen={() => {}} />
    </ConsoleStory>
  ),
};
