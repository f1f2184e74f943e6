/**
 * The `messages` feature as the chat uses it: the open conversation, the composer, the outbox and
 * the message events, wired together. Opening a conversation shows the cache at once, then the
 * newest page, marks it read and zeroes its unread; recall and deleting a conversation or its
 * history wait for the server.
 */
import type { Friend, ServerEvent, UserInfo } from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";
import type { OnIncoming } from "../attention/incoming.js";
import { errorText } from "../api/api-error.js";
import type { KeyValueStorage } from "../common/storage.js";
import type { Timers } from "../common/timers.js";
import { peerOf } from "../conversations/conversation-list.js";
import type { Conversations } from "../conversations/conversations.js";
import type { OutOfCoins } from "../wallet/out-of-coins.js";
import { createComposer } from "./composer.js";
import { createConversationView, type ConversationViewStore } from "./conversation-view.js";
import { createReceipts } from "./receipts.js";
import { createRecallable } from "./recallable.js";
import { createMessageCache, type MessageCache } from "./message-cache.js";
import { createMessageEvents, type MessageEvents } from "./message-events.js";
import { upsertLocal } from "./message-list.js";
import { createOutbox, type OutboxEntry } from "./outbox.js";
import { createSending } from "./sending.js";
import type { SocketSend } from "./socket-send.js";

export interface MessagesOptions {
  api: ApiClient;
  /** Sends over the open socket (HTTP when it gives no answer); without it every send is HTTP. */
  overSocket?: SocketSend | undefined;
  /** Where the last messages of each conversation are kept (per user). */
  storage: KeyValueStorage;
  timers: Timers;
  newId(): string;
  compressImage?: ((image: Blob) => Promise<Blob>) | undefined;
  conversations: Conversations;
  outOfCoins: Pick<OutOfCoins, "noteFailure">;
  friendOf(userId: number): Friend | undefined;
  /** The language to write in with this peer's IM account ("" = no translation). */
  languageFor(peerImAccount: string): string;
  /** The conversation the user is looking at (open, and the panel on screen). */
  openPeer(): number | undefined;
  /** Whether the panel is on screen: a hidden panel's conversation is not being read. */
  visible(): boolean;
  /** Told of each message someone sent me, once (sound, desktop notification). */
  onIncoming?: OnIncoming | undefined;
}

export function createMessages(options: MessagesOptions) {
  const { api, conversations } = options;
  /** The signed-in user of the started chat and their cache; kept after `reset` for late answers. */
  let owner: { me: UserInfo; cache: MessageCache } | null = null;
  const ownerOf = () => {
    if (!owner) throw new Error("The messages are used before the chat started.");
    return owner;
  };
  const me = () => ownerOf().me;

  const { view, outbox, composer, events, sending, receipts } = wire(options, me, () => ownerOf().cache);

  return {
    $active: view.$active,
    $composer: composer.$composer,
    $announcement: events.$announcement,
    /** Read receipts of my messages, per peer (SVIP senders get them from the server). */
    $receipts: receipts.$receipts,
    /** The open conversation's own messages that may still be recalled. */
    $recallable: createRecallable({ $active: view.$active, me: () => me().id, timers: options.timers }),
    /** A chat of `me` starts: their cache. */
    start(user: UserInfo) {
      owner = { me: user, cache: createMessageCache(options.storage, user.id) };
    },
    /** Applies a message event; false for the events of other features. */
    apply: (event: ServerEvent) => events.apply(event),
    ...opening(options, { view, outbox, composer }),
    ...serverEdits(api, { view, conversations, events }, me),

    setDraft: composer.setDraft,
    pickImage: composer.pickImage,
    clearImage: composer.clearImage,
    setBurn: composer.setBurn,
    send: sending.send,
    sendGift: sending.sendGift,
    sendVoice: sending.sendVoice,
    retry: outbox.retry,

    /** Forgets the open conversation, the composer, the drafts and the outbox (the chat stopped). */
    reset() {
      view.reset();
      composer.reset();
      outbox.reset();
      events.reset();
      receipts.reset();
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;

/** Opening, leaving and reading a conversation: the view, its draft in the composer, the read mark. */
function opening(options: MessagesOptions, parts: Pick<ReturnType<typeof wire>, "view" | "outbox" | "composer">) {
  const { api, conversations } = options;
  const { view, outbox, composer } = parts;
  /** Zeroes a conversation's unread here and on the server (which has no row before a first message). */
  const markRead = (peerId: number) => {
    if (!options.visible()) return;
    const row = conversations.rowOf(peerId);
    conversations.setUnread(peerId, 0);
    if (row) void api.post("message/read", { userId: peerId }).catch(() => {});
  };
  const leave = () => {
    const active = view.$active.get();
    if (active) composer.leave(active.peerId);
  };

  return {
    markRead,
    /** Opens a conversation (the one being left keeps its draft). */
    async open(peerId: number) {
      leave();
      const newest = view.open(peerId, outbox.unsent(peerId));
      composer.enter(peerId);
      markRead(peerId);
      try {
        await newest;
      } catch {
        // The cached messages stay on screen; scrolling up tries the network again.
      }
    },
    /** Leaves the open conversation (its draft is kept for later). */
    close() {
      leave();
      view.close();
      composer.clear();
    },
    /** The open conversation's newest page again, merged (nothing doubled); read if on screen. */
    async refreshLatest() {
      const peerId = await view.refreshLatest();
      if (peerId !== undefined) markRead(peerId);
    },
    loadOlder: () => view.loadOlder(),
    /** Asks for a conversation's newest page on the press before the click that opens it. */
    prefetch: (peerId: number) => view.prefetch(peerId),
  };
}

/** The feature's stores, wired: the outbox shows in the view, hands replies to the events and failures back to the composer. */
function wire(options: MessagesOptions, me: () => UserInfo, cache: () => MessageCache) {
  const { api, conversations } = options;
  const receipts = createReceipts();
  const view = createConversationView({ api, me, cache, onPage: (peerId, page) => receipts.fromHistory(peerId, page.receipts) });
  const isOpen = (peerId: number) => view.$active.get()?.peerId === peerId;
  const outbox = createOutbox({
    api, overSocket: options.overSocket, timers: options.timers, newId: options.newId, me, outOfCoins: options.outOfCoins,
    show: (entry) => view.update(entry.peerId, (list) => upsertLocal(list, entry.message)),
    sent: (message) => events.noteMessage(message),
    failed: (entry) => composer.restore(entry.peerId, isOpen(entry.peerId), contentOf(entry)),
    // A draft that only held this message's content is not a second message.
    retrying: (entry) => void (isOpen(entry.peerId) && composer.clearIfHolds(entry.image ? "" : entry.message.msg, entry.image ?? null)),
  });
  const composer = createComposer({ compressImage: options.compressImage, isSending: outbox.isSending });
  const events = createMessageEvents({ api, timers: options.timers, me, view, outbox, conversations, openPeer: options.openPeer, onIncoming: options.onIncoming, receipts });
  const sending = createSending({ view, composer, outbox, languageFor: (peerId) => writingLanguage(options, peerId) });
  return { view, outbox, composer, events, sending, receipts };
}

/**
 * Recall and deletion wait for the server, then remove every copy here: the cache in storage, the
 * open conversation, the row's preview and the screen-reader announcement.
 */
function serverEdits(api: ApiClient, parts: { view: ConversationViewStore; conversations: Conversations; events: MessageEvents }, me: () => UserInfo) {
  const { view, conversations, events } = parts;
  return {
    async recall(messageId: string): Promise<{ ok: true } | { ok: false; error: string }> {
      try {
        await api.post("message/recall", { messageId });
      } catch (error) {
        return { ok: false, error: errorText(error) };
      }
      const active = view.$active.get();
      const message = active?.messages.find((m) => m.id === messageId);
      const peerId = message ? peerOf(message, me().id) : active?.peerId;
      if (peerId !== undefined) view.recall(peerId, messageId);
      conversations.recall(messageId);
      events.unannounce({ messageId });
      return { ok: true };
    },
    /** Removes the row once the server agrees (rejects otherwise); true when it was the open one. */
    async deleteConversation(peerId: number): Promise<boolean> {
      await api.post("message/delete-conversation", { userId: peerId });
      conversations.remove(peerId);
      events.unannounce({ peerId });
      return view.dismiss(peerId);
    },
    /** Empties the history (here and in the cache) once the server agrees; rejects otherwise. */
    async deleteHistory(peerId: number) {
      await api.post("message/delete-history", { userId: peerId });
      view.clearHistory(peerId);
      conversations.clearHistory(peerId);
      events.unannounce({ peerId });
    },
  };
}

/** What a failed send puts back into the composer. */
const contentOf = (entry: OutboxEntry) => ({ text: entry.message.msg, image: entry.image ?? null, ...(entry.burn ? { burn: true } : {}) });

/** The writing language chosen for this peer (spec's languageList), "" for none. */
function writingLanguage(options: MessagesOptions, peerId: number): string {
  const account = options.conversations.rowOf(peerId)?.imAccount ?? options.friendOf(peerId)?.imAccount;
  return account ? options.languageFor(account) : "";
}
