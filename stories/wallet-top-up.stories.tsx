/**
 * The top-up page's states (host app, `/account?index=2`): nothing yet, taking the payer to the
 * provider, confirming after they come back, "Recharge successful", cancelled, and refused with the
 * server's reason; with the help below.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { TopUpFaq } from "../host-app/src/wallet/top-up-faq.js";
import { TopUpStatus, type TopUpState } from "../host-app/src/wallet/top-up-status.js";
import "../host-app/src/wallet/wallet.css";

interface TopUpArgs {
  state: TopUpState["kind"];
  /** The reason a refused payment shows (the server's localized text). */
  reason: string;
}

const meta = {
  title: "Host app/Top up",
  args: { state: "done", reason: "The payment could not be completed." },
  argTypes: {
    state: { control: "select", options: ["idle", "redirecting", "confirming", "done", "cancelled", "failed"] },
    reason: { control: "text" },
  },
  render: ({ state, reason }) => (
    <section className="top-up" aria-label="Top up">
      <TopUpStatus state={state === "failed" ? { kind: "failed", reason } : ({ kind: state } as TopUpState)} />
      <TopUpFaq />
    </section>
  ),
} satisfies Meta<TopUpArgs>;
export default meta;
type Story = StoryObj<TopUpArgs>;

export const Redirecting: Story = { args: { state: "redirecting" } };
export const Confirming: Story = { args: { state: "confirming" } };
export const Successful: Story = { args: { state: "done" } };
export const Cancelled: Story = { args: { state: "cancelled" } };
export const Refused: Story = { args: { state: "failed" } };
