/**
 * The started run of a chat, from `start()` to `stop()`: one signed-in user, their shared connection
 * (or the leading tab's forwarded events), the lists loaded first and the events held until then.
 * A run whose session ended here for good (logout, a dead token, the session ended by the server:
 * another device, a password change or the account deleted) leaves nothing of the user in storage.
 */
import type { SendAck, SendMessageRequest, ServerEvent, UserInfo } from "@chat/protocol";
import type { Timers } from "../common/timers.js";
import { watchWake } from "../realtime/browser-wake.js";
import { announceLogout, createSharedConnection, type SharedConnection } from "../realtime/shared-connection.js";
import { forgetLocalChat } from "../session/local-chat.js";
import { applyEvent } from "./chat-events.js";
import { openPeerOf } from "./chat-features.js";
import type { Features, PanelStores } from "./chat-features.js";
import type { ListActions } from "./chat-lists.js";
import type { ChatEnvironment } from "./contract.js";
import { documentVisible, watchPageVisibility } from "./page-visibility.js";

/** One started run of the chat. */
interface Run {
  me: UserInfo;
  connection: SharedConnection;
  /** The session ended: stopping forgets the user's copies in storage again (late writes included). */
  ended: boolean;
  /** Events wait here until the lists are loaded, so they apply on top of them. */
  queue: ServerEvent[] | null;
  cleanup: (() => void)[];
}

export interface RunnerOptions {
  env: ChatEnvironment;
  timers: Timers;
  newId(): string;
  panel: PanelStores;
  features: Features;
  lists: ListActions;
}

const defaultEvents = () => {
  const g = globalThis as Partial<EventTarget>;
  return typeof g.addEventListener === "function" ? (globalThis as unknown as EventTarget) : undefined;
};

export function createRunner(options: RunnerOptions) {
  const { env, panel, features } = options;
  let run: Run | null = null;

  const stop = () => {
    const ending = run;
    if (!ending) return;
    run = null;
    for (const fn of ending.cleanup) fn();
    ending.connection.stop();
    features.reset();
    if (ending.ended) forgetLocalChat(env.storage, ending.me.id);
    // The conflict notice outlives the run: the UI shows it while the host logs out.
    if (panel.$connection.get().status !== "conflict") panel.$connection.set({ status: "idle" });
    panel.$view.set({ name: "list", tab: "recent" });
    panel.$visible.set(true);
  };

  const reconnectNow = () => run?.connection.reconnectNow();

  /** The session of `opened` is over: its user's copies go from storage now and once more at `stop`. */
  const ended = (opened: Run) => {
    opened.ended = true;
    forgetLocalChat(env.storage, opened.me.id);
  };

  const open = (me: UserInfo): Run => {
    const onEvent = (event: ServerEvent) => (opened.queue ? opened.queue.push(event) : applyEvent(features, event));
    const opened: Run = { me, connection: connect(options, me, { onEvent, stop, ended: () => ended(opened) }), ended: false, queue: [], cleanup: [] };
    return opened;
  };

  return {
    async start() {
      const me = env.me();
      if (run || !me) return;
      features.messages.start(me);
      const started = open(me);
      run = started;
      panel.$connection.set({ status: "idle" });
      started.cleanup.push(watchWake(env.events ?? defaultEvents(), reconnectNow));
      // The page shown again: the conversation on screen is read now.
      started.cleanup.push(
        watchPageVisibility(panel, env.events ?? defaultEvents(), env.pageVisible ?? documentVisible, () => {
          const peerId = openPeerOf(panel);
          if (peerId !== undefined) features.messages.markRead(peerId);
        }),
      );
      void features.wallet.refresh();
      started.connection.start();
      await options.lists.loadAll();
      if (run !== started) return;
      const queued = started.queue ?? [];
      started.queue = null;
      for (const event of queued) applyEvent(features, event);
    },
    stop,
    reconnectNow,
    logout() {
      if (run) {
        run.connection.announceLogout();
        ended(run);
      } else announceLogout(env.tabs);
      stop();
    },
    /** A message over this run's socket, in the UI's locale; undefined (send over HTTP) without one. */
    sendOverSocket: (request: SendMessageRequest): Promise<SendAck | undefined> =>
      run ? run.connection.send(request, env.locale?.()) : Promise.resolve(undefined),
    /** Tells the peer I am typing, over this run's socket. */
    sendTyping: (to: number): boolean => run?.connection.typing(to) ?? false,
    /** Runs an action of the started run; before `start()` (or after `stop()`) it gives `fallback`. */
    withRun: <R>(fallback: R, fn: () => R): R => (run ? fn() : fallback),
  };
}

export type Runner = ReturnType<typeof createRunner>;

/** The shared connection of `me`'s run. */
function connect(options: RunnerOptions, me: UserInfo, run: { onEvent(event: ServerEvent): void; stop(): void; ended(): void }): SharedConnection {
  const { onEvent, stop } = run;
  const { env, timers, newId, panel, features } = options;
  return createSharedConnection({
    transport: env.transport, token: env.token, storage: env.storage, userId: me.id, timers, tabs: env.tabs, newId,
    onEvent,
    onTyping: (from) => features.typing.noteTyping(from),
    onState: (state) => panel.$connection.set(state),
    // Another device logged in.
    onConflict: () => {
      run.ended();
      panel.$connection.set({ status: "conflict" });
      env.onConflict?.();
    },
    onUnauthorized: () => {
      run.ended();
      env.onUnauthorized?.();
    },
    // A channel rejection (Easemob 502 with JSON code 105) opens the out-of-coins modal like a send's.
    onError: (frame) => void features.wallet.noteFailure("chat", frame),
    // Messages that arrived while the first socket was still opening were not replayed.
    onFirstReady: () => void Promise.allSettled([options.lists.refresh(), features.messages.refreshLatest()]),
    // Another tab of this browser logged out.
    onRemoteLogout: () => {
      run.ended();
      stop();
      env.onRemoteLogout?.();
    },
  });
}
