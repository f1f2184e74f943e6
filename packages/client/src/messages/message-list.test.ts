import { describe, expect, it } from "vitest";
import type { UiMessage } from "./ui-message.js";
import { markRecalled, mergeMessages, toUiMessage, upsertLocal } from "./message-list.js";
import { demoMessage } from "../chat/testing/fixtures.js";

const ME = 7;

describe("merging messages", () => {
  it("keeps each message once, oldest first, whatever order pages arrive in", () => {
    const [a, b, c] = [demoMessage({ time: 1 }), demoMessage({ time: 2 }), demoMessage({ time: 3 })] as const;
    const list = mergeMessages(mergeMessages([], [c, b], ME), [b, a], ME);
    expect(list.map((m) => m.id)).toEqual([a.id, b.id, c.id]);
  });

  it("puts the server's messages in the conversation's order, not by their clocks; a pending send by its time", () => {
    // Three messages of the same millisecond, and one whose server clock ran a little behind.
    const [a, b, c, d] = [demoMessage({ time: 5, seq: 1 }), demoMessage({ time: 5, seq: 2 }), demoMessage({ time: 5, seq: 3 }), demoMessage({ time: 4, seq: 4 })] as const;
    const list = mergeMessages(mergeMessages([], [d, c], ME), [b, a], ME);
    expect(list.map((m) => m.id)).toEqual([a.id, b.id, c.id, d.id]);
    const pending: UiMessage = { ...toUiMessage(demoMessage({ time: 9 }), ME), status: "pending" };
    expect(upsertLocal(list, pending).map((m) => m.id)).toEqual([a.id, b.id, c.id, d.id, pending.id]);
  });

  it("turns an own pending message into the server's message, keeping its key", () => {
    const server = demoMessage({ fromUserId: ME, toUserId: 2, clientMsgId: "c-1", time: 5 });
    const pending: UiMessage = { ...server, id: "", status: "pending", key: "c-1", time: 4 };
    const [merged, ...rest] = mergeMessages([pending], [server], ME);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ id: server.id, status: "sent", key: "c-1" });
  });

  it("never matches another user's message to mine by clientMsgId", () => {
    const mine: UiMessage = { ...demoMessage({ fromUserId: ME, toUserId: 2, clientMsgId: "same" }), id: "", status: "pending", key: "same" };
    const theirs = demoMessage({ fromUserId: 2, toUserId: ME, clientMsgId: "same" });
    expect(mergeMessages([mine], [theirs], ME)).toHaveLength(2);
    expect(toUiMessage(theirs, ME).key).toBe(theirs.id);
  });

  it("replaces a local message by key, and marks recalled copies empty", () => {
    const m = toUiMessage(demoMessage({ fromUserId: ME }), ME);
    expect(upsertLocal([m], { ...m, status: "failed" })).toEqual([{ ...m, status: "failed" }]);
    expect(markRecalled([m], m.id)[0]).toMatchObject({ recalled: true, msg: "", url: null });
  });
});
