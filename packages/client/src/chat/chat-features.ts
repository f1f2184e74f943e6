/**
 * The feature stores of one chat and the panel's own stores (connection, screen, visibility). They
 * live as long as the chat and forget everything on `stop()`.
 */
import { atom, computed } from "nanostores";
import { createBlock } from "../people/block.js";
import { createBurnAfterRead } from "../burn-after-read/burn-after-read.js";
import type { Timers } from "../common/timers.js";
import { createComplaints } from "../complaints/complaints.js";
import { createContacts } from "../contacts/contacts-store.js";
import { createConversations } from "../conversations/conversations.js";
import { createFriends } from "../friends/friends.js";
import { createGifts } from "../gifts/gifts.js";
import { createMessages } from "../messages/messages.js";
import { createNotifications } from "../notifications/notifications.js";
import { unreadTotalOf } from "../notifications/unread-total.js";
import { createProfiles } from "../profiles/profiles.js";
import { createPeerLanguages } from "../translation/peer-languages.js";
import { createTranslation } from "../translation/translation.js";
import { createTyping } from "../typing/typing.js";
import { createChatWallet } from "../wallet/chat-wallet.js";
import type { SocketSend } from "../messages/socket-send.js";
import type { ChatEnvironment, ConnectionState, PanelView } from "./contract.js";

/** The panel's navigation: which screen shows, and whether the panel is on screen at all. */
export function createPanelStores() {
  return {
    $connection: atom<ConnectionState>({ status: "idle" }),
    $view: atom<PanelView>({ name: "list", tab: "recent" }),
    /** Whether the panel is on screen: a closed panel's open conversation is not being read. */
    $visible: atom(true),
    /** Whether the page itself is visible (a hidden tab's open conversation is not being read either). */
    $pageVisible: atom(true),
  };
}

export type PanelStores = ReturnType<typeof createPanelStores>;

/** Whether what the panel shows is being seen: the panel on screen and the page visible. */
export const panelSeen = (panel: PanelStores): boolean => panel.$visible.get() && panel.$pageVisible.get();

/** The conversation the user is looking at: open in the panel, the panel on screen, the page visible. */
export function openPeerOf(panel: PanelStores): number | undefined {
  const view = panel.$view.get();
  return view.name === "conversation" && panelSeen(panel) ? view.peerId : undefined;
}

export function createFeatures(env: ChatEnvironment, timers: Timers, newId: () => string, panel: PanelStores, overSocket?: SocketSend, sendTyping?: (to: number) => boolean) {
  const { api } = env;
  const typing = createTyping({ timers, send: (to) => sendTyping?.(to) ?? false });
  const notifications = createNotifications({ api });
  const contacts = createContacts({ api });
  const conversations = createConversations({ api, friendOf: contacts.friendOf });
  const wallet = createChatWallet({ api, me: env.me });
  const translation = createTranslation({ api, storage: env.storage, me: env.me, outOfCoins: wallet });
  const messages = createMessages({
    api, overSocket, storage: env.storage, timers, newId, compressImage: env.compressImage,
    conversations, outOfCoins: wallet, friendOf: contacts.friendOf, languageFor: translation.languageFor,
    openPeer: () => openPeerOf(panel),
    visible: () => panelSeen(panel),
    // A message from someone ends their "typing…".
    onIncoming: (incoming) => {
      typing.noteMessage(incoming.peerId);
      env.onIncoming?.(incoming);
    },
  });
  const profiles = createProfiles({ api });
  const features = {
    typing,
    notifications,
    contacts,
    conversations,
    messages,
    wallet,
    translation,
    complaints: createComplaints({ api }),
    profiles,
    friends: createFriends({ api, contacts, profiles }),
    peerLanguages: createPeerLanguages({ api }),
    gifts: createGifts({ api }),
    block: createBlock({ api }),
    burnAfterRead: createBurnAfterRead({ api, timers, outOfCoins: wallet, prompt: wallet, apiBase: env.apiBase ?? "" }),
    /** Unread conversations plus pending friend applications: the header badge. */
    $unreadTotal: computed([conversations.$conversations, notifications.$unreadSummary], unreadTotalOf),
  };
  const reset = () => {
    messages.reset();
    for (const feature of [typing, features.block, features.wallet, features.translation, features.burnAfterRead, notifications, features.complaints, profiles, features.friends, features.peerLanguages, contacts, conversations]) feature.reset();
  };
  return { ...features, reset };
}

export type Features = ReturnType<typeof createFeatures>;
