/**
 * For tests: the fake transport (chat/testing) whose connections take `send` frames like our gateway
 * socket, so a test sees what went over the socket and answers each with a `sendAck` by hand.
 */
import type { ClientFrame, SendAck } from "@chat/protocol";
import { createFakeTransport, type FakeTransport } from "../../chat/testing/fake-transport.js";
import type { TransportConnection } from "../transport.js";

export type SendFrame = Extract<ClientFrame, { type: "send" }>;

export interface SendingTransport extends FakeTransport {
  /** Every `send` frame that left, oldest first. */
  readonly sent: SendFrame[];
  /** Answers a send frame on the connection that is open now. */
  ack(frame: SendFrame, answer: Omit<SendAck, "type" | "id">): void;
}

export function createSendingTransport(options: { autoReady?: boolean } = {}): SendingTransport {
  const fake = createFakeTransport(options);
  const openFake = fake.open.bind(fake);
  const sent: SendFrame[] = [];
  const open: FakeTransport["open"] = (opening): TransportConnection => {
    const inner = openFake(opening);
    const info = fake.current;
    return {
      close: () => inner.close(),
      send(frame) {
        if (!info || info.closed || frame.type !== "send") return false;
        sent.push(frame);
        return true;
      },
    };
  };
  return Object.assign(fake, {
    open,
    sent,
    ack(frame: SendFrame, answer: Omit<SendAck, "type" | "id">) {
      fake.emit({ type: "sendAck", id: frame.id, ...answer });
    },
  });
}
