import type { SendMessageRequest } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createManualTimers } from "../chat/testing/manual-timers.js";
import { createMemoryStorage } from "../chat/testing/memory-storage.js";
import { createConnection } from "./connection.js";
import { createSeqStore } from "./seq-store.js";
import { SEND_ACK_TIMEOUT_MS } from "./socket-sends.js";
import { createSendingTransport } from "./testing/sending-transport.js";

const request: SendMessageRequest = { toUserId: 2, messageType: "txt", content: "hi", clientMsgId: "c-0001" };

function setup() {
  const timers = { ...createManualTimers(), random: () => 0.5 };
  const transport = createSendingTransport({ autoReady: false });
  const connection = createConnection({
    transport,
    token: () => "tok",
    seq: createSeqStore(createMemoryStorage(), 7),
    timers,
    onEvent: () => undefined,
    onConflict: () => undefined,
    onUnauthorized: () => undefined,
  });
  return { timers, transport, connection };
}

describe("given a connection whose transport takes send frames", () => {
  it("sends nothing over a socket that is not online yet: the caller uses HTTP", async () => {
    const t = setup();
    t.connection.start();
    expect(await t.connection.send(request, "de")).toBeUndefined();
    expect(t.transport.sent).toEqual([]);
  });

  it("once online, sends the message with the locale and resolves its ack", async () => {
    const t = setup();
    t.connection.start();
    t.transport.ready(0);
    const answer = t.connection.send(request, "de");
    expect(t.transport.sent).toEqual([{ type: "send", id: expect.any(String), data: request, locale: "de" }]);
    const [frame] = t.transport.sent;
    t.transport.ack(frame!, { code: 403, msg: "Blockiert", data: null });
    expect(await answer).toEqual({ type: "sendAck", id: frame!.id, code: 403, msg: "Blockiert", data: null });
  });

  it("a socket that closes before the ack gives no answer, and a late ack of the old socket changes nothing", async () => {
    const t = setup();
    t.connection.start();
    t.transport.ready(0);
    const answer = t.connection.send(request);
    const [frame] = t.transport.sent;
    t.transport.drop();
    expect(await answer).toBeUndefined();
    expect(t.connection.$state.get().status).toBe("reconnecting");
    // The next socket: online again, a new send goes over it.
    t.timers.advance(60_000);
    t.transport.ready(0);
    t.transport.ack(frame!, { code: 200, msg: "ok", data: null });
    const next = t.connection.send(request);
    expect(t.transport.sent).toHaveLength(2);
    expect(t.transport.sent[1]?.id).not.toBe(frame?.id);
    t.connection.stop();
    expect(await next).toBeUndefined();
  });

  it("an ack that does not come within the time limit gives no answer (the socket may be dead but open)", async () => {
    const t = setup();
    t.connection.start();
    t.transport.ready(0);
    let answered: unknown = "waiting";
    void t.connection.send(request).then((ack) => (answered = ack));
    t.timers.advance(SEND_ACK_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(answered).toBe("waiting");
    t.timers.advance(1);
    await Promise.resolve();
    expect(answered).toBeUndefined();
  });

  it("a transport without send frames (Easemob) never sends over the socket", async () => {
    const t = setup();
    const plain = { open: t.transport.open.bind(t.transport) };
    const connection = createConnection({
      transport: { open: (o) => ({ close: plain.open(o).close }) },
      token: () => "tok",
      seq: createSeqStore(createMemoryStorage(), 8),
      timers: t.timers,
      onEvent: () => undefined,
      onConflict: () => undefined,
      onUnauthorized: () => undefined,
    });
    connection.start();
    t.transport.ready(0);
    expect(connection.$state.get().status).toBe("online");
    expect(await connection.send(request)).toBeUndefined();
    expect(t.transport.sent).toEqual([]);
  });
});
