import type { ChatMessage, SendMessageRequest } from "@chat/protocol";
import { describe, expect, it, vi } from "vitest";
import { demoMessage } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { demoUser, envelope, ok } from "../test/fake-fetch.js";
import { createOutbox, type OutboxEntry, type OutboxOptions } from "./outbox.js";

const ME = 7;

function outboxWith(send: () => Response, overrides: Partial<OutboxOptions> = {}) {
  const { api, seen } = apiWith({ "POST /api/message/send": send });
  const shown: OutboxEntry["message"][] = [];
  const sent: ChatMessage[] = [];
  const failed: OutboxEntry[] = [];
  let ids = 0;
  const noteFailure = vi.fn(() => false);
  const outbox = createOutbox({
    api, timers: { now: () => 1000 }, newId: () => `id-${++ids}`, me: () => demoUser(), outOfCoins: { noteFailure },
    show: (entry) => shown.push(entry.message),
    sent: (message) => sent.push(message),
    failed: (entry) => failed.push(entry),
    retrying: () => {},
    ...overrides,
  });
  const sends = () => seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as SendMessageRequest);
  return { outbox, shown, sent, failed, sends, noteFailure };
}

describe("the outbox", () => {
  it("shows a send as pending, then hands the server's message on and forgets it", async () => {
    const reply = demoMessage({ fromUserId: ME, toUserId: 2, clientMsgId: "id-1" });
    const { outbox, shown, sent, sends } = outboxWith(() => ok({ messageId: reply.id, message: reply }));
    await outbox.start(outbox.newEntry(2, "txt", "hi"));
    expect(shown.map((m) => [m.status, m.msg, m.key])).toEqual([["pending", "hi", "id-1"]]);
    expect(sent).toEqual([reply]);
    expect(sends()).toEqual([expect.objectContaining({ toUserId: 2, messageType: "txt", content: "hi", clientMsgId: "id-1", platform: "Web" })]);
    expect(outbox.unsent(2)).toEqual([]);
  });

  it("keeps a failed send with its error, gives its content back, and retries with the same clientMsgId", async () => {
    let fail = true;
    const retrying = vi.fn();
    const reply = demoMessage({ fromUserId: ME, toUserId: 2, clientMsgId: "id-1" });
    const { outbox, failed, sends, noteFailure } = outboxWith(() => (fail ? envelope(500, "Sending failed", null) : ok({ messageId: reply.id, message: reply })), { retrying });
    await outbox.start({ ...outbox.newEntry(2, "txt", "hi"), toLanguage: "de" });
    expect(outbox.unsent(2)).toEqual([expect.objectContaining({ status: "failed", error: "Sending failed" })]);
    expect(failed).toHaveLength(1);
    expect(noteFailure).toHaveBeenCalledWith("translation", expect.anything());
    expect(outbox.failedMatching(2, "hi", null)?.message.key).toBe("id-1");
    fail = false;
    await outbox.retry("id-1");
    expect(retrying).toHaveBeenCalledOnce();
    expect(sends().map((s) => [s.clientMsgId, s.needTranslate, s.toLanguage])).toEqual([["id-1", true, "de"], ["id-1", true, "de"]]);
    expect(outbox.unsent(2)).toEqual([]);
  });

  it("sends a voice message: pending with its duration, the recording uploaded once, kept in its failed bubble for Retry", async () => {
    let fail = true;
    const reply = demoMessage({ fromUserId: ME, toUserId: 2, clientMsgId: "id-1", type: "audio", msg: "", url: "/files/v.webm", duration: 2 });
    const { api, seen } = apiWith({
      "POST /api/file/voice": () => ok({ url: "/files/v.webm", duration: 2 }),
      "POST /api/message/send": () => (fail ? envelope(500, "Sending failed", null) : ok({ messageId: reply.id, message: reply })),
    });
    const shown: OutboxEntry["message"][] = [];
    const failed = vi.fn();
    const outbox = createOutbox({ api, timers: { now: () => 1000 }, newId: () => "id-1", me: () => demoUser(), outOfCoins: { noteFailure: () => false }, show: (e) => shown.push(e.message), sent: () => {}, failed, retrying: () => {} });
    const recording = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: "audio/webm;codecs=opus" });
    await outbox.start(outbox.newVoiceEntry(2, { file: recording, duration: 2 }));
    expect(shown[0]).toMatchObject({ status: "pending", type: "audio", duration: 2, msg: "" });
    expect(outbox.unsent(2)).toEqual([expect.objectContaining({ status: "failed", type: "audio" })]);
    // Nothing goes back to the composer: the recording stays in its bubble.
    expect(failed).not.toHaveBeenCalled();
    fail = false;
    await outbox.retry("id-1");
    expect(outbox.unsent(2)).toEqual([]);
    expect(seen.filter((r) => r.path === "/api/file/voice")).toHaveLength(1);
    const sends = seen.filter((r) => r.path === "/api/message/send").map((r) => r.body);
    expect(sends).toEqual([
      { toUserId: 2, messageType: "audio", content: "", clientMsgId: "id-1", platform: "Web", audioUrl: "/files/v.webm" },
      { toUserId: 2, messageType: "audio", content: "", clientMsgId: "id-1", platform: "Web", audioUrl: "/files/v.webm" },
    ]);
  });

  it("treats a send the gateway already confirmed as sent, whatever the reply", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api } = apiWith({ "POST /api/message/send": async () => (await gate, envelope(500, "late", null)) });
    const failed = vi.fn();
    const outbox = createOutbox({ api, timers: { now: () => 0 }, newId: () => "c1", me: () => demoUser(), outOfCoins: { noteFailure: () => false }, show: () => {}, sent: () => {}, failed, retrying: () => {} });
    const sending = outbox.start(outbox.newEntry(2, "txt", "hi"));
    outbox.confirm("c1");
    release();
    await sending;
    expect(failed).not.toHaveBeenCalled();
    expect(outbox.unsent(2)).toEqual([]);
  });
});
