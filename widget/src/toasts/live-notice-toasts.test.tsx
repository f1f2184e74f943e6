import { demoFriend } from "@chat/client/test";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { LIVE_NOTICE_MS } from "./live-notice-toast.js";
import { LiveNoticeToasts } from "./live-notice-toasts.js";

const accepted = (friendUserId: number, friendUserNickName: string) => ({
  type: "friend-added" as const,
  data: { ...demoFriend({ friendUserId, friendUserNickName }), byFriend: "accepted" as const },
});

afterEach(() => {
  vi.useRealTimers();
});

describe("given the panel with its live notices region", () => {
  it("when Ada accepts my friend request: a polite notice says so, with no axe violations, and Close removes it", async () => {
    const user = userEvent.setup();
    const { container, transport } = await renderPanel(<LiveNoticeToasts />);
    const region = container.querySelector("[aria-live='polite']");
    expect(region?.textContent).toBe("");
    act(() => void transport.emitEvent(accepted(5, "Ada")));
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe("Ada accepted your friend request");
    expect(region?.contains(notice)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(notice).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });

  it("a follower is the page's to show, not the panel's; a friend notice leaves by itself after a while", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { transport } = await renderPanel(<LiveNoticeToasts />);
    act(() => void transport.emitEvent({ type: "interaction", data: { id: 1, type: 1, otherUserId: 6, otherUserVo: { nickname: "Bo", avatar: "" }, insertTime: 1 } }));
    act(() => void transport.emitEvent({ type: "friend-added", data: { ...demoFriend({ friendUserId: 7, friendUserNickName: "Cy" }), byFriend: "added" } }));
    expect((await screen.findByRole("status")).textContent).toBe("Cy added you as a friend");
    expect(screen.queryByText(/Bo/)).toBeNull();
    act(() => void vi.advanceTimersByTime(LIVE_NOTICE_MS));
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });
});
