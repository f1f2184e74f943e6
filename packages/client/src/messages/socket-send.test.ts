import type { Envelope, SendMessageReply, SendMessageRequest } from "@chat/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoConversation, PNG_BYTES } from "../chat/testing/fixtures.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { createMemoryTabs } from "../chat/testing/memory-tabs.js";
import { createTestChat, type TestChatOptions } from "../chat/testing/test-chat.js";
import { createSendingTransport, type SendFrame } from "../realtime/testing/sending-transport.js";

const PEER = 2;

/** A started chat in a conversation with PEER, whose socket takes sends; the UI speaks German. */
async function overSocket(options: TestChatOptions = {}) {
  const transport = createSendingTransport();
  const t = createTestChat({ conversations: [demoConversation({ userId: PEER })], transport, ...options, env: { locale: () => "de", ...options.env } });
  await t.chat.start();
  await vi.waitFor(() => expect(t.chat.$connection.get().status).toBe("online"));
  await t.chat.openConversation(PEER);
  const httpSends = () => t.seen.filter((r) => r.path === "/api/message/send").map((r) => r.body as SendMessageRequest);
  /** The fake server's answer to a send, as its HTTP route gives it. */
  const store = async (frame: SendFrame) => {
    const route = t.server.routes["POST /api/message/send"]!;
    const response = await route({ method: "POST", path: "/api/message/send", headers: new Headers(), body: frame.data });
    return (await response.json()) as Envelope<SendMessageReply>;
  };
  const nextFrame = async (n: number) => {
    await vi.waitFor(() => expect(transport.sent.length).toBeGreaterThanOrEqual(n));
    return transport.sent[n - 1]!;
  };
  return { ...t, transport, httpSends, store, nextFrame };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("given an open conversation and the socket online", () => {
  it("sends a text over the socket in the UI's language, not over HTTP, and shows the acknowledged message", async () => {
    const t = await overSocket();
    t.chat.setDraft("Über den Socket");
    const sending = t.chat.send();
    const frame = await t.nextFrame(1);
    expect(frame).toMatchObject({ locale: "de", data: { toUserId: PEER, messageType: "txt", content: "Über den Socket", clientMsgId: "local-id-0001" } });
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ status: "pending" })]);
    const stored = await t.store(frame);
    t.transport.ack(frame, stored);
    await sending;
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Über den Socket", status: "sent", id: stored.data.messageId })]);
    expect(t.httpSends()).toEqual([]);
  });

  it("a socket that drops mid-send: the message goes over HTTP with the same clientMsgId, and shows once", async () => {
    const t = await overSocket();
    t.chat.setDraft("Angekommen?");
    const sending = t.chat.send();
    const frame = await t.nextFrame(1);
    // The server stored it, but the socket died before the ack left.
    const stored = await t.store(frame);
    t.transport.drop();
    await sending;
    expect(t.httpSends()).toEqual([expect.objectContaining({ clientMsgId: frame.data.clientMsgId })]);
    // The socket comes back and replays the stored message too.
    t.chat.reconnectNow();
    t.transport.emitEvent({ type: "message", data: stored.data.message });
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Angekommen?", status: "sent", id: stored.data.messageId })]);
    expect(t.server.state.sent.filter((m) => m.clientMsgId === frame.data.clientMsgId)).toHaveLength(1);
  });

  it("a refusal over the socket is the refusal over HTTP: out of coins opens the modal, the draft comes back, the bubble keeps the server's text", async () => {
    const t = await overSocket();
    t.chat.setDraft("Hallo");
    const sending = t.chat.send();
    const frame = await t.nextFrame(1);
    t.transport.ack(frame, { code: 106, msg: "Nicht genug Goldmünzen.", data: null });
    await sending;
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ status: "failed", error: "Nicht genug Goldmünzen.", errorCode: 106 })]);
    expect(t.chat.wallet.$outOfCoins.get()).toEqual({ kind: "chat", code: 106, message: "Nicht genug Goldmünzen." });
    expect(t.chat.$composer.get().text).toBe("Hallo");
    expect(t.httpSends()).toEqual([]);
    // Sending the restored draft is the retry, over the socket again, with the same clientMsgId.
    const again = t.chat.send();
    const second = await t.nextFrame(2);
    expect(second.data.clientMsgId).toBe(frame.data.clientMsgId);
    t.transport.ack(second, await t.store(second));
    await again;
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ msg: "Hallo", status: "sent" })]);
  });

  it("a blocked peer's refusal is a forbidden failure as over HTTP", async () => {
    const t = await overSocket();
    t.chat.setDraft("Hallo");
    const sending = t.chat.send();
    t.transport.ack(await t.nextFrame(1), { code: 403, msg: "Ihr könnt einander nicht schreiben.", data: null });
    await sending;
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ status: "failed", error: "Ihr könnt einander nicht schreiben.", errorCode: 403 })]);
    expect(t.httpSends()).toEqual([]);
  });

  it("a server failure or a 401 in the ack is answered over HTTP (same clientMsgId)", async () => {
    const t = await overSocket();
    for (const [n, code] of [[1, 500], [2, 401]] as const) {
      t.chat.setDraft(`Versuch ${code}`);
      const sending = t.chat.send();
      const frame = await t.nextFrame(n);
      t.transport.ack(frame, { code, msg: "server error", data: null });
      await sending;
      expect(t.httpSends()[n - 1]?.clientMsgId).toBe(frame.data.clientMsgId);
    }
    expect(t.chat.$active.get()?.messages.map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("an image is uploaded over HTTP (multipart); the send naming its URL goes over the socket", async () => {
    const t = await overSocket();
    await t.chat.pickImage(new Blob([PNG_BYTES]), "photo.png");
    const sending = t.chat.send();
    const frame = await t.nextFrame(1);
    expect(t.seen.filter((r) => r.path === "/api/file/upload")).toHaveLength(1);
    expect(frame.data).toMatchObject({ messageType: "img", imageUrl: `/files/${"a".repeat(32)}.png` });
    t.transport.ack(frame, await t.store(frame));
    await sending;
    expect(t.chat.$active.get()?.messages).toEqual([expect.objectContaining({ type: "img", status: "sent" })]);
    expect(t.httpSends()).toEqual([]);
  });

  it("without the UI's locale in the environment every send goes over HTTP", async () => {
    const t = await overSocket({ env: { locale: undefined } });
    t.chat.setDraft("HTTP");
    await t.chat.send();
    expect(t.transport.sent).toEqual([]);
    expect(t.httpSends()).toHaveLength(1);
  });
});

describe("given two tabs of one browser", () => {
  it("the leading tab sends over its socket; a following tab sends over HTTP", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const tabs = createMemoryTabs();
    const storage = createMemoryStorage();
    const transport = createSendingTransport();
    const open = async (n: number) => {
      const t = createTestChat({ conversations: [demoConversation({ userId: PEER })], storage, transport, env: { tabs: tabs.channel(), locale: () => "de", newId: () => `tab${n}-msg` } });
      await t.chat.start();
      await vi.advanceTimersByTimeAsync(500);
      await t.chat.openConversation(PEER);
      return t;
    };
    const leader = await open(1);
    const follower = await open(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(transport.connections).toHaveLength(1);

    follower.chat.setDraft("from the follower");
    await follower.chat.send();
    expect(follower.seen.filter((r) => r.path === "/api/message/send")).toHaveLength(1);
    expect(transport.sent).toEqual([]);

    leader.chat.setDraft("from the leader");
    const sending = leader.chat.send();
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.sent).toEqual([expect.objectContaining({ data: expect.objectContaining({ content: "from the leader" }) })]);
    const frame = transport.sent[0]!;
    const reply = await leader.server.routes["POST /api/message/send"]!({ method: "POST", path: "/api/message/send", headers: new Headers(), body: frame.data });
    transport.ack(frame, (await reply.json()) as Envelope<SendMessageReply>);
    await sending;
    expect(leader.chat.$active.get()?.messages.at(-1)).toMatchObject({ msg: "from the leader", status: "sent" });
    expect(leader.seen.filter((r) => r.path === "/api/message/send")).toEqual([]);
  });
});
