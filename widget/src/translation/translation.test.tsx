import { demoMessage, envelope } from "@chat/client/test";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";

describe("translation in the conversation", () => {
  it("translates a received message and goes back to the original", async () => {
    const user = userEvent.setup();
    await openBob({
      messages: { 2: [demoMessage({ fromUserId: 2, toUserId: 7, msg: "Buenos días" })] },
      routes: { "POST /api/translate/tranlate-chat-message": () => envelope(200, "ok", { translateContent: "Good morning", translateRecordId: "r", charged: { characters: 11, coins: 0 } }) },
    });
    await user.click(await screen.findByRole("button", { name: "Translate" }));
    expect(await screen.findByText("Good morning")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.queryByText("Good morning")).toBeNull();
  });

});
