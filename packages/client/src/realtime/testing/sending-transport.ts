/**
 * For tests: the fake transport (chat/testing) whose connections take `send` frames like our gateway
 * socket, so a test sees what went over the socket and answers each with a `sendAck` by hand.
 */
import type { ClientFrame, SendAck } from "@chat/protocol";
import { createFakeTransport, type FakeConnection, type FakeTransport } from "../../chat/testing/fake-transport.js";
import type { TransportConnection } from "../transport.js";

export type SendFrame = Extract<ClientFrame, { type: "send" }>;

export interface SendingTransport extends FakeTransport {
  /** Every `send` frame that left, oldest first. */
  readonly sent: SendFrame[];
  /** The peers of the `typing` frames sent, oldest first. */
  readonly typing: number[];
  /** The connections a `ping` frame left on, oldest first. */
  readonly pings: FakeConnection[];
  /** Answers a send frame on the connection that is open now. */
  ack(frame: SendFrame, answer: Omit<SendAck, "type" | "id">): void;
}

export function createSendingTransport(options: { autoReady?: boolean } = {}): SendingTransport {
  const fake = createFakeTransport(options);
  const openFake = fake.open.bind(fake);
  const sent: SendFrame[] = [];
  /** The peers of the `typing` frames sent, in order. */
  const typing: number[] = [];
  const pings: FakeConnection[] = [];
  const open: FakeTransport["open"] = (opening): TransportConnection => {
    const inner = openFake(opening);
    const info = fake.current;
    return {
      close: () => inner.close(),
      send(frame) {
        if (!info || info.closed) return false;
        if (frame.type === "typing") typing.push(frame.to);
        if (frame.type === "ping") pings.push(info);
        if (frame.type !== "send") return true;
        sent.push(frame);
        return true;
      },
    };
  };
  return Object.assign(fake, {
    open,
    sent,
    typing,
    pings,
    ack(frame: SendFrame, answer: Omit<SendAck, "type" | "id">) {
      fake.emit({ type: "sendAck", id: frame.id, ...answer });
    },
  });
}
