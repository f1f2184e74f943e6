import { demoMessage, envelope } from "@chat/client/test";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";

describe("burn-after-read in the conversation", () => {
  it("shows a burned placeholder after the countdown is closed", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: {
        2: [
          demoMessage({ id: "burn1", fromUserId: 2, toUserId: 7, type: "img", msg: "", url: null, ext: { type: "burn" } }),
        ],
      },
      routes: { "POST /api/im/read-burnimg": () => envelope(200, "ok", { url: "/api/im/burn-file/t", expiresInMs: 60000, displayMs: 8000 }) },
    });
    await user.click(await screen.findByRole("button", { name: "View burn-after-read photo" }));
    const viewer = await screen.findByRole("dialog", { name: "Burn-after-read photo" });
    expect(viewer.textContent).toContain("Burns in 8 s");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.getByText("This photo has been burned")).toBeTruthy());
  });
});
