/**
 * The open conversation's state behind `createChat`: the screen and composer stores (the Chat
 * exposes them read-only), the message cache, the outbox and the drafts. One Core per started run;
 * the other features (conversations, contacts, notifications, wallet, …) are stores of their own.
 */
import type { UserInfo } from "@chat/protocol";
import { atom } from "nanostores";
import type {
  ChatEnvironment,
  Composer,
  ConnectionState,
  ConversationView,
  IncomingAnnouncement,
  PanelView,
  UiMessage,
} from "./contract.js";
import type { Timers } from "../common/timers.js";
import type { MessageCache } from "../messages/message-cache.js";

export interface OutboxEntry {
  peerId: number;
  message: UiMessage;
  image?: { file: Blob; name: string; previewUrl: string };
  /** The uploaded image's URL, so a retry does not upload again. */
  uploadedUrl?: string;
  /** An image sent as burn-after-read. */
  burn?: boolean;
  /** The language the text is translated into (spec: needTranslate, toLanguage). */
  toLanguage?: string;
}

export const emptyComposer = (): Composer => ({ text: "", image: null });

/** The chat's own stores: the connection, the screen, the open conversation and its composer. */
export function createStores() {
  return {
    $connection: atom<ConnectionState>({ status: "idle" }),
    $view: atom<PanelView>({ name: "list", tab: "recent" }),
    /** Whether the panel is on screen: a closed panel's open conversation is not being read. */
    $visible: atom(true),
    $active: atom<ConversationView | null>(null),
    $composer: atom<Composer>(emptyComposer()),
    $announcement: atom<IncomingAnnouncement | null>(null),
  };
}

export type Stores = ReturnType<typeof createStores>;

export interface Core {
  env: ChatEnvironment;
  stores: Stores;
  timers: Timers;
  me: UserInfo;
  cache: MessageCache;
  /** Pending and failed sends by key. */
  outbox: Map<string, OutboxEntry>;
  /** Drafts of conversations not on screen. */
  drafts: Map<number, { text: string; image: { file: Blob; previewUrl: string; name: string } | null }>;
  /** The open conversation's next (older) history cursor; undefined before the first page. */
  cursor: string | null | undefined;
  /** Bumped on stop and on every openConversation, so late answers are dropped. */
  generation: number;
  newId(): string;
}

/** Applies `change` to the open conversation's messages when `peerId` is the one on screen. */
export function updateActive(core: Core, peerId: number, change: (messages: UiMessage[]) => UiMessage[]): void {
  const active = core.stores.$active.get();
  if (active?.peerId === peerId) core.stores.$active.set({ ...active, messages: change(active.messages) });
}

/** The conversation the user is looking at: open in the panel, and the panel on screen. */
export function activePeer(core: Core): number | undefined {
  const view = core.stores.$view.get();
  return view.name === "conversation" && core.stores.$visible.get() ? view.peerId : undefined;
}
