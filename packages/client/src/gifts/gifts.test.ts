import { describe, expect, it } from "vitest";
import { inConversation } from "../chat/testing/in-conversation.js";

describe("gifts", () => {
  it("sends a gift as a custom message with id, amount and note", async () => {
    const { chat, sends } = await inConversation();
    await chat.sendGift("rose", " for you ", 2);
    expect(sends()[0]).toMatchObject({ messageType: "custom", customExt: { type: "gift", id: "rose", amount: 2, note: "for you" } });
  });

});
