import { demoMessage } from "@chat/client/test";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openBob } from "../test/open-conversation.js";

describe("gifts in the conversation", () => {
  it("shows a gift bubble with its count and note", async () => {
    await openBob({
      messages: {
        2: [demoMessage({ fromUserId: 2, toUserId: 7, type: "custom", msg: "", custom: { type: "gift", id: "rose", amount: 2, note: "for you" }, ext: { type: "gift" } })],
      },
    });
    expect(await screen.findByText(/Gift: rose ×2/)).toBeTruthy();
    expect(screen.getByText("for you")).toBeTruthy();
  });
});
