import { describe, expect, it } from "vitest";
import { moveToTop, sortConversations, withMessage, withRecall, withUnread } from "./conversation-list.js";
import { demoConversation, demoMessage } from "../chat/testing/fixtures.js";

describe("conversation rows", () => {
  const row = (userId: number, lastTime: number) => demoConversation({ userId, lastTime, lastMessage: demoMessage({ fromUserId: userId, time: lastTime }) });
  const a = row(2, 100);
  const b = row(3, 300);
  const c = row(4, 200);

  it("sorts by lastTime, newest first", () => {
    expect(sortConversations([a, b, c]).map((r) => r.userId)).toEqual([3, 4, 2]);
  });

  it("a newer message moves its row to the top, updates the preview and adds unread", () => {
    const message = demoMessage({ fromUserId: 2, time: 400 });
    const next = withMessage([b, c, a], 2, message, 1);
    expect(next?.map((r) => r.userId)).toEqual([2, 3, 4]);
    expect(next?.[0]).toMatchObject({ lastMessage: message, lastTime: 400, unread_num: 1 });
  });

  it("an older message (a replay) leaves preview and place alone", () => {
    const old = demoMessage({ fromUserId: 4, time: 50 });
    const next = withMessage([b, c, a], 4, old, 0);
    expect(next?.map((r) => r.userId)).toEqual([3, 4, 2]);
    expect(next?.[1]?.lastTime).toBe(200);
    expect(withMessage([b], 99, old, 1)).toBeNull();
  });

  it("zeroes unread, recalls the preview and moves a row to the top", () => {
    const message = demoMessage({ fromUserId: 2 });
    const rows = [b, { ...a, unread_num: 3, lastMessage: message }];
    expect(withUnread(rows, 2, 0)[1]?.unread_num).toBe(0);
    expect(withRecall(rows, message.id)[1]?.lastMessage).toMatchObject({ recalled: true, msg: "" });
    expect(moveToTop(rows, 2).map((r) => r.userId)).toEqual([2, 3]);
  });
});
