import type { Friend } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { demoConversation } from "../chat/testing/fixtures.js";
import { inConversation } from "../chat/testing/in-conversation.js";
import { createTestChat } from "../chat/testing/test-chat.js";
import { envelope, ok } from "../test/fake-fetch.js";

const friend = (id: number): Friend => ({ friendUserId: id, friendUserNickName: `F${id}`, friendUserAvatar: "", friendRemarkName: "", firstLetter: "F", insertTime: 1, imAccount: `im${100_000 + id}`, onlineState: 0 });

describe("block in the chat", () => {
  it("a send refused because of a block shows the server's reason and keeps the draft", async () => {
    const { chat } = await inConversation({ routes: { "POST /api/message/send": () => envelope(403, "You cannot message this user.", null) } });
    chat.setDraft("Still there?");
    await chat.send();
    expect(chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Still there?", status: "failed", error: "You cannot message this user.", errorCode: 403 })]);
    expect(chat.$composer.get().text).toBe("Still there?");
  });

  it("the block event of another tab drops the user from Recent and Contacts; unblock brings them back", async () => {
    let friends = [friend(2), friend(3)];
    const { chat, transport } = createTestChat({
      conversations: [demoConversation({ userId: 2 }), demoConversation({ userId: 3 })],
      routes: { "GET /api/friend/friend-list": () => ok(friends) },
    });
    await chat.start();
    friends = [friend(3)];
    transport.emitEvent({ type: "block", data: { userId: 2, blocked: true } });
    expect(chat.$conversations.get().map((c) => c.userId)).toEqual([3]);
    await expect.poll(() => chat.$contacts.get().flatMap((g) => g.friends.map((f) => f.friendUserId))).toEqual([3]);
    expect(chat.block.isBlocked(2)).toBe(true);
    friends = [friend(2), friend(3)];
    transport.emitEvent({ type: "block", data: { userId: 2, blocked: false } });
    await expect.poll(() => chat.$conversations.get().map((c) => c.userId).sort()).toEqual([2, 3]);
    await expect.poll(() => chat.$contacts.get().flatMap((g) => g.friends.map((f) => f.friendUserId)).sort()).toEqual([2, 3]);
    expect(chat.block.isBlocked(2)).toBe(false);
  });
});
