/** An in-memory Transport for tests and stories: see what the client asked for, push frames, drop it. */
import type { ServerEvent, ServerFrame } from "@chat/protocol";
import type { Transport } from "../contract.js";

export interface FakeConnection {
  token: string;
  lastSeq: number;
  closed: boolean;
}

export interface FakeTransport extends Transport {
  /** Every connection the client opened, oldest first. */
  readonly connections: readonly FakeConnection[];
  /** The open connection, if any. */
  readonly current: FakeConnection | undefined;
  /** Sends a frame to the open connection (ignored when none is open). */
  emit(frame: ServerFrame): void;
  /** Sends `ready` with the seq of the last event `emitEvent` produced (or `seq`). */
  ready(seq?: number): void;
  /** Sends an event with the next seq of this fake's own counter; returns it. */
  emitEvent<E extends ServerEvent>(event: Omit<E, "seq"> & { seq?: number }): ServerEvent;
  /** The server ends the connection (network cut, server restart). */
  drop(code?: number, reason?: string): void;
  /**
   * When true (default), every new connection is answered at once with a replay of the recorded
   * events after its lastSeq and `ready`, like the real gateway. Set false to script frames by hand.
   */
  autoReady: boolean;
  /** Events `emitEvent` produced, for replay on reconnect. */
  readonly log: readonly ServerEvent[];
}

interface Live {
  info: FakeConnection;
  onFrame(frame: ServerFrame): void;
  onClose(info: { code: number; reason: string }): void;
}

export function createFakeTransport(options: { autoReady?: boolean } = {}): FakeTransport {
  const connections: FakeConnection[] = [];
  const log: ServerEvent[] = [];
  let live: Live | undefined;
  const latest = () => log[log.length - 1]?.seq ?? 0;

  const fake: FakeTransport = {
    connections,
    log,
    autoReady: options.autoReady ?? true,
    get current() {
      return live?.info;
    },
    open({ token, lastSeq, onFrame, onClose }) {
      const info: FakeConnection = { token, lastSeq, closed: false };
      connections.push(info);
      const mine: Live = { info, onFrame, onClose };
      live = mine;
      if (fake.autoReady) {
        // Like the gateway: a client "ahead" of the log restarts at the latest seq.
        const from = Math.min(lastSeq, latest());
        queueMicrotask(() => {
          if (live !== mine) return;
          for (const event of log) if (event.seq > from && live === mine) onFrame(event);
          if (live === mine) onFrame({ type: "ready", seq: latest() });
        });
      }
      return {
        close() {
          if (info.closed) return;
          info.closed = true;
          if (live === mine) live = undefined;
          onClose({ code: 1000, reason: "client closed" });
        },
      };
    },
    emit(frame) {
      live?.onFrame(frame);
    },
    ready(seq) {
      live?.onFrame({ type: "ready", seq: seq ?? latest() });
    },
    emitEvent(event) {
      const full = { ...event, seq: event.seq ?? latest() + 1 } as ServerEvent;
      if (!log.some((e) => e.seq === full.seq)) log.push(full);
      log.sort((a, b) => a.seq - b.seq);
      live?.onFrame(full);
      return full;
    },
    drop(code = 1006, reason = "") {
      const ending = live;
      if (!ending) return;
      live = undefined;
      ending.info.closed = true;
      ending.onClose({ code, reason });
    },
  };
  return fake;
}
