/**
 * The connection manager: connects, applies each gateway event exactly once in seq order, reconnects
 * with backoff (at most LIMITS.reconnectAttempts attempts, then "offline" until `reconnectNow`), and
 * ends for good on `conflict` (another device logged in). A socket the server closed to make room for
 * a newer one of the same user goes "offline" at once, without retrying; one closed because its server
 * restarts (1012) reconnects at once. When the browser is back online or the tab is shown again, an
 * open socket must answer a ping within WAKE_CHECK_MS, or it is replaced at once.
 */
import { GATEWAY_CLOSE, LAST_SEQ_FROM_NOW, LIMITS } from "@chat/protocol";
import type { SendAck, SendMessageRequest, ServerEvent, ServerFrame } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { Timers } from "../common/timers.js";
import { backoffDelay } from "./backoff.js";
import type { ConnectionState, Transport, TransportConnection } from "./transport.js";
import type { SeqStore } from "./seq-store.js";
import { createSocketSends } from "./socket-sends.js";

/** Gateway close codes the client acts on. */
export const CLOSE_CODES = { authFailed: GATEWAY_CLOSE.authFailed, conflict: GATEWAY_CLOSE.conflict, replaced: GATEWAY_CLOSE.replaced, restart: GATEWAY_CLOSE.restart } as const;

/**
 * Sent as lastSeq by a browser that has no seq yet, so a first login does not replay the account's
 * whole history (the lists come over HTTP). Part of the protocol; the gateway tests it.
 */
export const FROM_NOW = LAST_SEQ_FROM_NOW;

/**
 * How long an open socket has to answer when the browser says the network is back (or the tab is
 * shown again). A socket that lived through a network change may be dead without a close; the
 * heartbeat alone would notice only after one to two ping intervals.
 */
export const WAKE_CHECK_MS = 5000;

export interface ConnectionOptions {
  transport: Transport;
  token: () => string | null;
  seq: SeqStore;
  timers: Timers;
  onEvent(event: ServerEvent): void;
  onConflict(): void;
  onUnauthorized(): void;
  /** Added: any other `error` frame (an Easemob out-of-coins rejection arrives as code 105). */
  onError?(frame: { code: number; msg: string }): void;
  /**
   * The first connection of a browser that knew no seq is `ready`: it started "from now", so nothing
   * between the panel's first HTTP loads and this moment was replayed; the chat fetches it again.
   */
  onFirstReady?(): void;
  /** A peer is typing to me (a live `typing` frame: no seq, never replayed). */
  onTyping?(userId: number): void;
}

export interface ConnectionManager {
  $state: ReadableAtom<ConnectionState>;
  start(): void;
  stop(): void;
  /**
   * Now is a good time (back online, the tab shown, the user asked): reconnect at once if not
   * connected; if online, check that the socket still answers (WAKE_CHECK_MS).
   */
  reconnectNow(): void;
  /**
   * Sends a message over the open socket (socket-sends.ts): its ack, or undefined when it was not
   * sent or not answered (not online, a transport without `send`, the socket closed or silent):
   * send it over HTTP then, with the same clientMsgId.
   */
  send(data: SendMessageRequest, locale?: string): Promise<SendAck | undefined>;
  /** Tells the gateway I am typing to `to`; false (nothing sent) while not online. */
  typing(to: number): boolean;
}

export function createConnection(options: ConnectionOptions): ConnectionManager {
  const $state = atom<ConnectionState>({ status: "idle" });
  let connection: TransportConnection | null = null;
  // Frames of a connection we already left behind must not touch anything.
  let generation = 0;
  let failures = 0;
  /** The wait before the next attempt while reconnecting; while online, the wake check under way. */
  let timer: unknown;
  let running = false;
  const sends = createSocketSends(options.timers);

  const drop = () => {
    generation += 1;
    sends.abandon();
    const closing = connection;
    connection = null;
    closing?.close();
    stopTimer();
  };

  /** Ends the wait under way: a backoff's, or a wake check's (any frame shows the socket is alive). */
  const stopTimer = () => {
    options.timers.clearTimeout(timer);
    timer = undefined;
  };

  // Unless a frame arrives first, open() replaces the socket.
  const checkAlive = () => {
    if (timer === undefined && connection?.send?.({ type: "ping" })) timer = options.timers.setTimeout(open, WAKE_CHECK_MS);
  };

  const open = () => {
    drop();
    const token = options.token();
    if (!token) {
      end({ status: "offline" });
      options.onUnauthorized();
      return;
    }
    const mine = generation;
    $state.set({ status: "connecting", attempt: failures });
    connection = options.transport.open({
      token,
      lastSeq: options.seq.get() ?? FROM_NOW,
      onFrame: (frame) => {
        if (mine === generation) onFrame(frame);
      },
      onClose: (info) => {
        if (mine === generation) onClose(info.code);
      },
    });
  };

  const end = (state: ConnectionState) => {
    drop();
    $state.set(state);
  };

  const onFrame = (frame: ServerFrame) => {
    stopTimer();
    switch (frame.type) {
      case "ready": {
        // A server whose log restarted below our seq: follow its count from now on.
        const last = options.seq.get();
        if (last === null || frame.seq < last) options.seq.set(frame.seq);
        failures = 0;
        $state.set({ status: "online" });
        if (last === null) options.onFirstReady?.();
        return;
      }
      case "conflict":
        end({ status: "conflict" });
        running = false;
        options.onConflict();
        return;
      case "error":
        if (frame.code === 401) unauthorized();
        else options.onError?.(frame);
        return;
      case "sendAck":
        sends.acked(frame);
        return;
      case "pong":
        return;
      case "typing":
        options.onTyping?.(frame.data.userId);
        return;
      default:
        applyEvent(frame);
    }
  };

  const applyEvent = (event: ServerEvent) => {
    const last = options.seq.get();
    if (last !== null && event.seq <= last) return;
    if (last !== null && event.seq > last + 1) {
      // A hole: reconnect so the gateway replays from the last seq we applied.
      open();
      return;
    }
    options.seq.set(event.seq);
    options.onEvent(event);
  };

  const unauthorized = () => {
    running = false;
    end({ status: "offline" });
    options.onUnauthorized();
  };

  const onClose = (code: number) => {
    stopTimer();
    connection = null;
    sends.abandon();
    if (!running) return;
    if (code === CLOSE_CODES.conflict) return onFrame({ type: "conflict" });
    if (code === CLOSE_CODES.authFailed) return unauthorized();
    // The user holds more sockets than the server keeps: reconnecting would close another of them,
    // which would reconnect in turn. Quiet until the user (Reconnect, the tab shown again) asks.
    if (code === CLOSE_CODES.replaced) return end({ status: "offline" });
    failures += 1;
    // The server drains to restart (1012): the proxy takes the new socket to another process, at once.
    // Only a first close in a row skips the wait, so a restart that fails again backs off as usual.
    if (code === CLOSE_CODES.restart && failures === 1) return open();
    if (failures > LIMITS.reconnectAttempts) return end({ status: "offline" });
    const delay = backoffDelay(failures, options.timers.random());
    $state.set({ status: "reconnecting", attempt: failures, retryAt: options.timers.now() + delay });
    timer = options.timers.setTimeout(open, delay);
  };

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      failures = 0;
      open();
    },
    stop() {
      running = false;
      end({ status: "idle" });
    },
    reconnectNow() {
      const status = $state.get().status;
      if (running && status === "online") return checkAlive();
      if (!running || (status !== "reconnecting" && status !== "offline")) return;
      failures = 0;
      open();
    },
    typing(to) {
      return $state.get().status === "online" && (connection?.send?.({ type: "typing", to }) ?? false);
    },
    send(data, locale) {
      const send = connection?.send?.bind(connection);
      if (!send || $state.get().status !== "online") return Promise.resolve(undefined);
      return sends.send(send, data, locale);
    },
  };
}
