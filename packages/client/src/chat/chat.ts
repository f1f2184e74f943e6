/**
 * `createChat(env)`: the chat panel's logic (contract.ts). Wires the feature stores, the connection
 * (or the leading tab's forwarded events), the event rules and the actions. One run per `start()`.
 */
import type { ServerEvent, UserInfo } from "@chat/protocol";
import { computed } from "nanostores";
import { createBurnAfterRead } from "../burn-after-read/burn-after-read.js";
import { timersOf, type Timers } from "../common/timers.js";
import { createComplaints } from "../complaints/complaints.js";
import { createContacts } from "../contacts/contacts-store.js";
import { createConversations } from "../conversations/conversations.js";
import { createGifts } from "../gifts/gifts.js";
import { createNotifications } from "../notifications/notifications.js";
import { createProfiles, type Profiles } from "../profiles/profiles.js";
import { createMessageCache } from "../messages/message-cache.js";
import { watchWake } from "../realtime/browser-wake.js";
import { announceLogout, createSharedConnection, type SharedConnection } from "../realtime/shared-connection.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";
import { createTranslation } from "../translation/translation.js";
import { createChatWallet } from "../wallet/chat-wallet.js";
import { createEventApplier, type EventApplier } from "./chat-events.js";
import { createListActions, type ListFeatures } from "./chat-lists.js";
import { createMessageActions } from "./chat-messages.js";
import { createSendActions, type SendFeatures } from "./chat-send.js";
import { createStores, type Core, type Stores } from "./chat-core.js";
import type { Chat, ChatEnvironment } from "./contract.js";

/** One started run of the chat: from `start()` to `stop()`. */
interface Run {
  core: Core;
  events: EventApplier;
  messages: ReturnType<typeof createMessageActions>;
  send: ReturnType<typeof createSendActions>;
  lists: ReturnType<typeof createListActions>;
  connection: SharedConnection;
  /** Events wait here until the lists are loaded, so they apply on top of them. */
  queue: ServerEvent[] | null;
  cleanup: (() => void)[];
}

/** What a run needs from the chat around it. */
interface RunContext {
  env: ChatEnvironment;
  stores: Stores;
  timers: Timers;
  newId(): string;
  features: SendFeatures &
    EventApplierFeatures &
    ListFeatures & { outOfCoins: OutOfCoins; profiles: Pick<Profiles, "setRemark" | "$profile"> };
  /** Another device logged in. */
  conflict(): void;
  /** Another tab of this browser logged out. */
  remoteLogout(): void;
}

type EventApplierFeatures = Parameters<typeof createEventApplier>[1];

/** Builds the run of a signed-in user: its feature actions over one core, and its shared connection. */
function createRun(context: RunContext, me: UserInfo): Run {
  const { env, stores, timers, newId, features } = context;
  const core: Core = {
    env, stores, timers, me, newId,
    cache: createMessageCache(env.storage, me.id),
    outbox: new Map(), drafts: new Map(),
    cursor: undefined, generation: 0,
  };
  const events = createEventApplier(core, features);
  const messages = createMessageActions(core, { shownProfile: () => features.profiles.$profile.get().profile, conversations: features.conversations });
  const lists = createListActions(core, features);
  const run: Run = {
    core, events, messages, lists,
    send: createSendActions(core, events, features),
    connection: createSharedConnection({
      transport: env.transport, token: env.token, storage: env.storage, userId: me.id, timers, tabs: env.tabs, newId,
      onEvent: (event) => (run.queue ? run.queue.push(event) : events.apply(event)),
      onState: (state) => stores.$connection.set(state),
      onConflict: context.conflict,
      onUnauthorized: () => env.onUnauthorized?.(),
      // A channel rejection (Easemob 502 with JSON code 105) opens the out-of-coins modal like a send's.
      onError: (frame) => void features.outOfCoins.noteFailure("chat", frame),
      // Messages that arrived while the first socket was still opening were not replayed.
      onFirstReady: () => void Promise.allSettled([lists.refresh(), messages.refreshLatest()]),
      onRemoteLogout: context.remoteLogout,
    }),
    queue: [],
    cleanup: [],
  };
  return run;
}

const defaultEvents = () => {
  const g = globalThis as Partial<EventTarget>;
  return typeof g.addEventListener === "function" ? (globalThis as unknown as EventTarget) : undefined;
};

/** The feature stores of one chat: they live as long as the chat and forget everything on `stop()`. */
function createFeatures(env: ChatEnvironment, timers: Timers) {
  const { api } = env;
  const notifications = createNotifications({ api });
  const contacts = createContacts({ api });
  const conversations = createConversations({ api, friendOf: contacts.friendOf });
  const wallet = createChatWallet({ api, me: env.me });
  const features = {
    notifications,
    contacts,
    conversations,
    wallet,
    complaints: createComplaints({ api }),
    profiles: createProfiles({ api }),
    translation: createTranslation({ api, storage: env.storage, me: env.me, outOfCoins: wallet }),
    gifts: createGifts({ api }),
    burnAfterRead: createBurnAfterRead({ api, timers, outOfCoins: wallet, apiBase: env.apiBase ?? "" }),
    /** Unread conversations plus pending friend applications: the header badge. */
    $unreadTotal: computed([conversations.$conversations, notifications.$unreadSummary], (list, summary) =>
      list.reduce((sum, c) => sum + c.unread_num, 0) + summary.applys,
    ),
  };
  const reset = () => {
    for (const feature of [features.wallet, features.translation, features.burnAfterRead, notifications, features.complaints, features.profiles, contacts, conversations]) feature.reset();
  };
  return { ...features, reset };
}

/** Creates the chat client. Stores exist at once (empty); `start()` loads and connects. */
export function createChat(env: ChatEnvironment): Chat {
  const stores = createStores();
  const timers = timersOf(env);
  const newId = env.newId ?? (() => globalThis.crypto.randomUUID());
  const features = createFeatures(env, timers);
  const { notifications, complaints, profiles, contacts, conversations, wallet, translation, gifts, burnAfterRead } = features;
  let run: Run | null = null;

  const reset = (s: Stores) => {
    const fresh = createStores();
    for (const name of Object.keys(fresh) as (keyof Stores)[]) {
      if (name === "$connection") continue;
      (s[name] as { set(v: unknown): void }).set(fresh[name].get());
    }
  };

  const stop = () => {
    const ending = run;
    if (!ending) return;
    run = null;
    ending.core.generation += 1;
    for (const fn of ending.cleanup) fn();
    ending.connection.stop();
    ending.events.dispose();
    features.reset();
    // The conflict notice outlives the run: the UI shows it while the host logs out.
    if (stores.$connection.get().status !== "conflict") stores.$connection.set({ status: "idle" });
    reset(stores);
  };

  const conflict = () => {
    stores.$connection.set({ status: "conflict" });
    env.onConflict?.();
  };

  const context: RunContext = {
    env, stores, timers, newId,
    features: { outOfCoins: wallet, languageFor: translation.languageFor, applyWallet: wallet.apply, notifications, profiles, contacts, conversations, friendOf: contacts.friendOf },
    conflict,
    remoteLogout: () => {
      stop();
      env.onRemoteLogout?.();
    },
  };

  const reconnectNow = () => {
    run?.connection.reconnectNow();
  };

  const logout = () => {
    if (run) run.connection.announceLogout();
    else announceLogout(env.tabs);
    stop();
  };

  /** Runs an action of the started run; before `start()` (or after `stop()`) it does nothing. */
  const withRun = <R>(fallback: R, fn: (s: Run) => R): R => (run ? fn(run) : fallback);
  const done = Promise.resolve();

  return {
    $connection: stores.$connection,
    $conversations: conversations.$conversations,
    $unreadTotal: features.$unreadTotal,
    $unreadSummary: notifications.$unreadSummary,
    $contacts: contacts.$contacts,
    $applications: contacts.$applications,
    $announcements: notifications.$announcements,
    $interactions: notifications.$interactions,
    $complaintReasons: complaints.$complaintReasons,
    $view: stores.$view,
    $active: stores.$active,
    $composer: stores.$composer,
    $announcement: stores.$announcement,
    $profile: profiles.$profile,
    wallet,
    translation,
    gifts,
    burnAfterRead,

    async start() {
      const me = env.me();
      if (run || !me) return;
      const s = createRun(context, me);
      run = s;
      stores.$connection.set({ status: "idle" });
      s.cleanup.push(watchWake(env.events ?? defaultEvents(), reconnectNow));
      void wallet.refresh();
      s.connection.start();
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
    openAnnouncements: () =>
      withRun(done, () => {
        stores.$view.set({ name: "announcements" });
        return notifications.loadAnnouncements();
      }),
    openInteractions: () =>
      withRun(done, () => {
        stores.$view.set({ name: "interactions" });
        return notifications.loadInteractions();
      }),
    loadMoreInteractions: () => withRun(done, () => notifications.loadMoreInteractions()),
    openProfile: (userId) =>
      withRun(done, () => {
        stores.$view.set({ name: "profile", userId });
        return profiles.openProfile(userId);
      }),
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
    loadComplaintReasons: () => withRun(done, () => complaints.loadComplaintReasons()),
    fileComplaint: (input) => withRun(Promise.resolve({ ok: false, error: "" } as const), () => complaints.fileComplaint(input)),
  };
}
