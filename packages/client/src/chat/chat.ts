/**
 * `createChat(env)`: the chat panel's logic (contract.ts). Wires the feature stores, the connection
 * (or the leading tab's forwarded events), the event rules and the actions. One run per `start()`.
 */
import type { ServerEvent } from "@chat/protocol";
import { createBurnAfterRead } from "../burn-after-read/burn-after-read.js";
import { timersOf } from "../common/timers.js";
import { createGifts } from "../gifts/gifts.js";
import { createMessageCache } from "../messages/message-cache.js";
import { watchWake } from "../realtime/browser-wake.js";
import { createConnection, type ConnectionManager } from "../realtime/connection.js";
import { createSeqStore } from "../realtime/seq-store.js";
import { createTabLeader, dataSignal, type TabLeader } from "../realtime/tab-leader.js";
import type { ConnectionState } from "../realtime/transport.js";
import { createTranslation } from "../translation/translation.js";
import { createChatWallet } from "../wallet/chat-wallet.js";
import { createEventApplier, type EventApplier } from "./chat-events.js";
import { createListActions } from "./chat-lists.js";
import { createMessageActions } from "./chat-messages.js";
import { createSendActions } from "./chat-send.js";
import { createStores, type Core, type Stores } from "./chat-core.js";
import type { Chat, ChatEnvironment } from "./contract.js";

/** What tabs tell each other besides the election (tab-leader.ts). */
export type TabData =
  | { kind: "event"; event: ServerEvent }
  | { kind: "state"; state: ConnectionState }
  | { kind: "want-state" }
  | { kind: "reconnect" }
  | { kind: "conflict" }
  | { kind: "logout" };

/** One started run of the chat: from `start()` to `stop()`. */
interface Run {
  core: Core;
  events: EventApplier;
  messages: ReturnType<typeof createMessageActions>;
  send: ReturnType<typeof createSendActions>;
  lists: ReturnType<typeof createListActions>;
  connection: ConnectionManager;
  leader: TabLeader | undefined;
  /** Events wait here until the lists are loaded, so they apply on top of them. */
  queue: ServerEvent[] | null;
  cleanup: (() => void)[];
}

const defaultEvents = () => {
  const g = globalThis as Partial<EventTarget>;
  return typeof g.addEventListener === "function" ? (globalThis as unknown as EventTarget) : undefined;
};

/** Creates the chat client. Stores exist at once (empty); `start()` loads and connects. */
export function createChat(env: ChatEnvironment): Chat {
  const stores = createStores();
  const timers = timersOf(env);
  const newId = env.newId ?? (() => globalThis.crypto.randomUUID());
  const wallet = createChatWallet({ api: env.api, me: env.me });
  const translation = createTranslation({ api: env.api, storage: env.storage, me: env.me, outOfCoins: wallet });
  const gifts = createGifts({ api: env.api });
  const burnAfterRead = createBurnAfterRead({ api: env.api, timers, outOfCoins: wallet, apiBase: env.apiBase ?? "" });
  let run: Run | null = null;

  const reset = (s: Stores) => {
    const fresh = createStores();
    for (const name of Object.keys(fresh) as (keyof Stores)[]) {
      if (name === "$unreadTotal" || name === "$contacts" || name === "$connection") continue;
      (s[name] as { set(v: unknown): void }).set(fresh[name].get());
    }
  };

  const stop = () => {
    const ending = run;
    if (!ending) return;
    run = null;
    ending.core.generation += 1;
    for (const fn of ending.cleanup) fn();
    ending.leader?.stop();
    ending.connection.stop();
    ending.events.dispose();
    wallet.reset();
    translation.reset();
    burnAfterRead.reset();
    // The conflict notice outlives the run: the UI shows it while the host logs out.
    if (stores.$connection.get().status !== "conflict") stores.$connection.set({ status: "idle" });
    reset(stores);
  };

  const conflict = () => {
    stores.$connection.set({ status: "conflict" });
    env.onConflict?.();
  };

  const build = (me: NonNullable<ReturnType<ChatEnvironment["me"]>>): Run => {
    const core: Core = {
      env, stores, timers, me, newId,
      cache: createMessageCache(env.storage, me.id),
      seen: new Set(), outbox: new Map(), drafts: new Map(),
      cursor: undefined, generation: 0,
    };
    const events = createEventApplier(core, { applyWallet: wallet.apply });
    const seq = createSeqStore(env.storage, me.id);
    const s: Run = {
      core, events,
      messages: createMessageActions(core),
      send: createSendActions(core, events, { outOfCoins: wallet, languageFor: translation.languageFor }),
      lists: createListActions(core),
      connection: createConnection({
        transport: env.transport, token: env.token, seq, timers,
        onEvent: (event) => {
          apply(event);
          s.leader?.send({ kind: "event", event } satisfies TabData);
        },
        onConflict: () => {
          s.leader?.send({ kind: "conflict" } satisfies TabData);
          conflict();
        },
        onUnauthorized: () => env.onUnauthorized?.(),
        // A channel rejection (Easemob 502 with JSON code 105) opens the out-of-coins modal like a send's.
        onError: (frame) => void wallet.noteFailure("chat", frame),
        // Messages that arrived while the first socket was still opening were not replayed.
        onFirstReady: () => void Promise.allSettled([s.lists.refresh(), s.messages.refreshLatest()]),
      }),
      leader: undefined,
      queue: [],
      cleanup: [],
    };
    const apply = (event: ServerEvent) => (s.queue ? s.queue.push(event) : events.apply(event));
    s.cleanup.push(
      s.connection.$state.listen((state) => {
        if (state.status === "idle" && s.leader && !s.leader.isLeader()) return; // a follower shows the leader's state
        stores.$connection.set(state);
        if (s.leader?.isLeader()) s.leader.send({ kind: "state", state } satisfies TabData);
      }),
    );
    if (env.tabs) {
      s.leader = createTabLeader({
        channel: env.tabs, id: newId(), ...timers,
        onLead: () => s.connection.start(),
        onFollow: () => {
          s.connection.stop();
          s.leader?.send({ kind: "want-state" } satisfies TabData);
        },
        onData: (data) => onTabData(s, data as TabData, seq.get, seq.set, apply),
      });
    }
    return s;
  };

  const onTabData = (s: Run, data: TabData, lastSeq: () => number | null, setSeq: (n: number) => void, apply: (e: ServerEvent) => void) => {
    const leading = s.leader?.isLeader() ?? false;
    switch (data.kind) {
      case "event": {
        const last = lastSeq();
        if (leading || (last !== null && data.event.seq <= last)) return;
        setSeq(data.event.seq);
        return apply(data.event);
      }
      case "state":
        if (!leading) stores.$connection.set(data.state);
        return;
      case "want-state":
        if (leading) s.leader?.send({ kind: "state", state: s.connection.$state.get() } satisfies TabData);
        return;
      case "reconnect":
        if (leading) s.connection.reconnectNow();
        return;
      case "conflict":
        return conflict();
      case "logout":
        stop();
        env.onRemoteLogout?.();
    }
  };

  const reconnectNow = () => {
    const s = run;
    if (!s) return;
    if (s.leader && !s.leader.isLeader()) s.leader.send({ kind: "reconnect" } satisfies TabData);
    else s.connection.reconnectNow();
  };

  const logout = () => {
    if (run?.leader) run.leader.send({ kind: "logout" } satisfies TabData);
    else env.tabs?.post(dataSignal({ kind: "logout" } satisfies TabData));
    stop();
  };

  /** Runs an action of the started run; before `start()` (or after `stop()`) it does nothing. */
  const withRun = <R>(fallback: R, fn: (s: Run) => R): R => (run ? fn(run) : fallback);
  const done = Promise.resolve();

  return {
    $connection: stores.$connection,
    $conversations: stores.$conversations,
    $unreadTotal: stores.$unreadTotal,
    $unreadSummary: stores.$unreadSummary,
    $contacts: stores.$contacts,
    $applications: stores.$applications,
    $announcements: stores.$announcements,
    $interactions: stores.$interactions,
    $complaintReasons: stores.$complaintReasons,
    $view: stores.$view,
    $active: stores.$active,
    $composer: stores.$composer,
    $announcement: stores.$announcement,
    $profile: stores.$profile,
    wallet,
    translation,
    gifts,
    burnAfterRead,

    async start() {
      const me = env.me();
      if (run || !me) return;
      const s = build(me);
      run = s;
      stores.$connection.set({ status: "idle" });
      s.cleanup.push(watchWake(env.events ?? defaultEvents(), reconnectNow));
      void wallet.refresh();
      if (s.leader) s.leader.start();
      else s.connection.start();
      await s.lists.loadAll();
      if (run !== s) return;
      const queued = s.queue ?? [];
      s.queue = null;
      for (const event of queued) s.events.apply(event);
    },
    stop,
    logout,
    reconnectNow,

    setVisible(visible) {
      if (stores.$visible.get() === visible) return;
      stores.$visible.set(visible);
      const view = stores.$view.get();
      if (visible && view.name === "conversation") withRun(undefined, (s) => s.messages.markRead(view.peerId));
    },
    showList(tab) {
      withRun(undefined, (s) => s.messages.closeConversation());
      stores.$view.set({ name: "list", tab });
    },
    openConversation: (peerId) => withRun(done, (s) => s.messages.openConversation(peerId)),
    loadOlder: () => withRun(done, (s) => s.messages.loadOlder()),
    openApplications: () => withRun(done, (s) => s.lists.openApplications()),
    openAnnouncements: () => withRun(done, (s) => s.lists.openAnnouncements()),
    openInteractions: () => withRun(done, (s) => s.lists.openInteractions()),
    loadMoreInteractions: () => withRun(done, (s) => s.lists.loadMoreInteractions()),
    openProfile: (userId) => withRun(done, (s) => s.lists.openProfile(userId)),
    messageFromProfile: (userId) =>
      withRun(done, async (s) => {
        await s.messages.bringToTop(userId);
        await s.messages.openConversation(userId);
      }),

    setDraft: (text) => withRun(undefined, (s) => s.send.setDraft(text)),
    pickImage: (file, name) => withRun(Promise.resolve({ ok: false, error: "imageFormat" } as const), (s) => s.send.pickImage(file, name)),
    clearImage: () => withRun(undefined, (s) => s.send.clearImage()),
    send: () => withRun(done, (s) => s.send.send()),
    retry: (key) => withRun(done, (s) => s.send.retry(key)),
    setBurn: (burn) => withRun(undefined, (s) => s.send.setBurn(burn)),
    sendGift: (giftId, note, amount) => withRun(done, (s) => s.send.sendGift(giftId, note, amount)),
    recall: (messageId) => withRun(Promise.resolve({ ok: false, error: "" } as const), (s) => s.messages.recall(messageId)),

    deleteConversation: (peerId) => withRun(done, (s) => s.messages.deleteConversation(peerId)),
    deleteHistory: (peerId) => withRun(done, (s) => s.messages.deleteHistory(peerId)),
    renameRemark: (friendUserId, remark) => withRun(Promise.resolve(false), (s) => s.lists.renameRemark(friendUserId, remark)),
    answerApplication: (applyId, approve) => withRun(done, (s) => s.lists.answerApplication(applyId, approve)),
    loadComplaintReasons: () => withRun(done, (s) => s.lists.loadComplaintReasons()),
    fileComplaint: (input) => withRun(Promise.resolve({ ok: false, error: "" } as const), (s) => s.lists.fileComplaint(input)),
  };
}
