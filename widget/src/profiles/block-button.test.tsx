import { envelope } from "@chat/client/test";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { axeViolations, renderPanel } from "../test/render-panel.js";
import { BlockButton } from "./block-button.js";

describe("given the block button on another user's card", () => {
  it("blocks after confirming, then offers Unblock, without axe violations", async () => {
    const { container, server } = await renderPanel(<BlockButton userId={5} name="Grace" />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Grace?" });
    expect(within(dialog).getByText(/Grace will no longer be able to message you/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(server.state.blocked.map((b) => b.userId)).toEqual([5]);
  });

  it("unblocks a blocked user after confirming; Cancel changes nothing", async () => {
    const { server } = await renderPanel(<BlockButton userId={6} name="Hal" blocked />, { blocked: [{ userId: 6, imAccount: "im100006", nickname: "Hal", avatar: "", blockTime: 1 }] });
    await userEvent.click(screen.getByRole("button", { name: "Unblock" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Unblock Hal?" })).getByRole("button", { name: "Cancel" }));
    expect(server.state.blocked).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Unblock" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Unblock Hal?" })).getByRole("button", { name: "Unblock" }));
    expect(await screen.findByRole("button", { name: "Block" })).toBeTruthy();
    expect(server.state.blocked).toEqual([]);
  });

  it("shows the server's reason when it refuses", async () => {
    await renderPanel(<BlockButton userId={7} name="Ivy" />, { routes: { "POST /api/user/block": () => envelope(404, "This user is not available.", null) } });
    await userEvent.click(screen.getByRole("button", { name: "Block" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Block Ivy?" })).getByRole("button", { name: "Block" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This user is not available.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Block" })).toBeTruthy());
  });
});
