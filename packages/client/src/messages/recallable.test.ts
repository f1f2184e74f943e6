import { LIMITS } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { demoConversation, demoMessage } from "../chat/testing/fixtures.js";
import { createTestChat } from "../chat/testing/test-chat.js";

const ME = 7;
const PEER = 2;
const START = 1_800_000_000_000;

async function openWith(history: ReturnType<typeof demoMessage>[]) {
  const timers = createManualTimers(START);
  const t = createTestChat({
    conversations: [demoConversation({ userId: PEER })],
    messages: { [PEER]: history },
    env: { setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout, now: timers.now },
  });
  await t.chat.start();
  await t.chat.openConversation(PEER);
  return { ...t, timers };
}

const mine = (id: string, agoMs: number, extra = {}) => demoMessage({ id, fromUserId: ME, toUserId: PEER, time: START - agoMs, ...extra });

describe("given an open conversation with messages of several ages", () => {
  it("lists only my sent messages still inside the recall window", async () => {
    const { chat } = await openWith([
      mine("old", LIMITS.recallMs + 1),
      mine("recent", 30_000),
      mine("gone", 10_000, { recalled: true, msg: "" }),
      demoMessage({ id: "theirs", fromUserId: PEER, toUserId: ME, time: START - 1000 }),
    ]);
    const off = chat.$recallable.listen(() => {});
    expect([...chat.$recallable.get()]).toEqual(["recent"]);
    off();
  });

  it("drops each message by itself as its window passes, with one timer at a time", async () => {
    const { chat, timers } = await openWith([mine("first", LIMITS.recallMs - 10_000), mine("second", LIMITS.recallMs - 40_000)]);
    const seen: string[][] = [];
    const off = chat.$recallable.subscribe((ids) => seen.push([...ids]));
    expect(seen.at(-1)).toEqual(["first", "second"]);
    timers.advance(9_999);
    expect(seen.at(-1)).toEqual(["first", "second"]);
    timers.advance(1);
    expect(seen.at(-1)).toEqual(["second"]);
    timers.advance(30_000);
    expect(seen.at(-1)).toEqual([]);
    // Told when one aged out, not in between.
    expect(seen).toHaveLength(3);
    off();
  });

  it("adds a message I just sent, and stops its timer when no one listens", async () => {
    const { chat, timers } = await openWith([]);
    const off = chat.$recallable.listen(() => {});
    chat.setDraft("hello");
    await chat.send();
    await vi.waitFor(() => expect(chat.$recallable.get().size).toBe(1));
    const sent = chat.$active.get()?.messages.find((m) => m.msg === "hello");
    expect(chat.$recallable.get().has(sent?.id ?? "")).toBe(true);
    const before = timers.pending();
    off();
    // nanostores unmounts a store a moment after its last listener leaves.
    await vi.waitFor(() => expect(timers.pending()).toBe(before - 1), { timeout: 3000 });
  });
});
