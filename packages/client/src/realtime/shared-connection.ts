/**
 * The chat's real-time connection shared by the tabs of one browser: the leading tab owns the
 * socket (connection.ts) and forwards every event, its state, a conflict and a logout over the tab
 * channel; the others follow, apply forwarded events once in seq order and ask the leader to
 * reconnect. Without a tab channel this tab simply owns its socket. Messages go over the socket
 * only from the tab that owns it; a following tab sends over HTTP (no relay through the leader, which
 * could be another user's tab of the same server, or close while a send waits).
 */
import type { SendAck, SendMessageRequest, ServerEvent } from "@chat/protocol";
import type { KeyValueStorage } from "../common/storage.js";
import type { Timers } from "../common/timers.js";
import { createConnection } from "./connection.js";
import { createSeqStore } from "./seq-store.js";
import { createTabLeader, dataSignal, type TabLeader } from "./tab-leader.js";
import type { ConnectionState, TabChannel, Transport } from "./transport.js";

/** What tabs tell each other besides the election (tab-leader.ts). */
export type TabData =
  | { kind: "event"; event: ServerEvent }
  | { kind: "state"; state: ConnectionState }
  | { kind: "want-state" }
  | { kind: "reconnect" }
  | { kind: "conflict" }
  | { kind: "logout" }
  /** A follower's "I am typing to `to`" for the leader's socket, and the leader's "`from` is typing" for the followers. */
  | { kind: "typing-to"; to: number }
  | { kind: "typing-from"; from: number };

export interface SharedConnectionOptions {
  transport: Transport;
  token: () => string | null;
  /** Where the last applied seq is kept, per user. */
  storage: KeyValueStorage;
  userId: number;
  timers: Timers;
  tabs?: TabChannel | undefined;
  newId(): string;
  /** Every event once, in seq order: this tab's socket's or the leader's. */
  onEvent(event: ServerEvent): void;
  /** The connection state to show (a follower shows the leader's). */
  onState(state: ConnectionState): void;
  /** Another device logged in (told by this tab's socket or the leader). */
  onConflict(): void;
  onUnauthorized(): void;
  /** Any other `error` frame (an Easemob out-of-coins rejection arrives as code 105). */
  onError(frame: { code: number; msg: string }): void;
  /** The first connection of a browser that knew no seq is ready (connection.ts). */
  onFirstReady(): void;
  /** Another tab of this browser logged out. */
  onRemoteLogout(): void;
  /** A peer is typing to me (this tab's socket's or the leader's). */
  onTyping?(userId: number): void;
}

export interface SharedConnection {
  start(): void;
  stop(): void;
  /** Skips the backoff wait; a follower asks the leader. */
  reconnectNow(): void;
  /** Tells the other tabs this one logged out (they call `onRemoteLogout`). */
  announceLogout(): void;
  /**
   * Sends a message over this tab's open socket (connection.ts `send`); undefined when this tab has
   * none (it follows) or the socket did not answer: send over HTTP then.
   */
  send(data: SendMessageRequest, locale?: string): Promise<SendAck | undefined>;
  /** Tells the peer I am typing (through the leader tab's socket); false when it could not go. */
  typing(to: number): boolean;
}

/** Tells the other tabs of this browser a logout happened, with no connection of our own. */
export function announceLogout(tabs: TabChannel | undefined): void {
  tabs?.post(dataSignal({ kind: "logout" } satisfies TabData));
}

export function createSharedConnection(options: SharedConnectionOptions): SharedConnection {
  const seq = createSeqStore(options.storage, options.userId);
  let leader: TabLeader | undefined;
  /** This tab follows another tab's connection (the tabs agreed who leads). */
  let following = false;
  const tell = (data: TabData) => leader?.send(data);

  const connection = createConnection({
    transport: options.transport,
    token: options.token,
    seq,
    timers: options.timers,
    onEvent: (event) => {
      options.onEvent(event);
      tell({ kind: "event", event });
    },
    onConflict: () => {
      tell({ kind: "conflict" });
      options.onConflict();
    },
    onUnauthorized: options.onUnauthorized,
    onError: options.onError,
    onFirstReady: options.onFirstReady,
    onTyping: (from) => {
      options.onTyping?.(from);
      tell({ kind: "typing-from", from });
    },
  });

  const stopState = connection.$state.listen((state) => {
    if (state.status === "idle" && leader && !leader.isLeader()) return; // a follower shows the leader's state
    options.onState(state);
    if (leader?.isLeader()) tell({ kind: "state", state });
  });

  const onTabData = (data: TabData) => {
    const leading = leader?.isLeader() ?? false;
    switch (data.kind) {
      case "event": {
        const last = seq.get();
        if (leading || (last !== null && data.event.seq <= last)) return;
        seq.set(data.event.seq);
        return options.onEvent(data.event);
      }
      case "state":
        if (!leading) options.onState(data.state);
        return;
      case "want-state":
        if (leading) tell({ kind: "state", state: connection.$state.get() });
        return;
      case "reconnect":
        if (leading) connection.reconnectNow();
        return;
      case "conflict":
        return options.onConflict();
      case "logout":
        return options.onRemoteLogout();
      case "typing-to":
        if (leading) connection.typing(data.to);
        return;
      case "typing-from":
        if (!leading) options.onTyping?.(data.from);
        return;
    }
  };

  if (options.tabs) {
    leader = createTabLeader({
      channel: options.tabs,
      id: options.newId(),
      ...options.timers,
      onLead: () => {
        following = false;
        connection.start();
      },
      onFollow: () => {
        following = true;
        connection.stop();
        tell({ kind: "want-state" });
      },
      onData: (data) => onTabData(data as TabData),
    });
  }

  return {
    start() {
      if (leader) leader.start();
      else connection.start();
    },
    stop() {
      stopState();
      leader?.stop();
      connection.stop();
    },
    reconnectNow() {
      if (leader && !leader.isLeader()) tell({ kind: "reconnect" });
      else connection.reconnectNow();
    },
    announceLogout() {
      if (leader) tell({ kind: "logout" });
      else announceLogout(options.tabs);
    },
    send: (data, locale) => connection.send(data, locale),
    typing(to) {
      if (!leader || leader.isLeader()) return connection.typing(to);
      // A follower asks the leader, which has the socket; before the tabs agreed, nothing goes.
      if (!following) return false;
      tell({ kind: "typing-to", to });
      return true;
    },
  };
}
