/**
 * Opening a conversation (cache first, then the newest page, mark read, zero unread), paging older
 * history, recall, deleting a conversation or its history, and the profile card's "Send message".
 */
import type { HistoryPage } from "@chat/protocol";
import { LIMITS } from "@chat/protocol";
import { errorText } from "../api/api-error.js";
import type { PublicProfile } from "../profiles/profiles.js";
import { emptyComposer, updateActive, type Core } from "./chat-core.js";
import { peerOf } from "../conversations/conversation-list.js";
import type { Conversations } from "../conversations/conversations.js";
import { byTime, markRecalled, mergeMessages, toUiMessage } from "../messages/message-list.js";

/** The profile card on screen, whose name a conversation opened from it starts with. */
export interface MessageFeatures {
  shownProfile(): PublicProfile | null;
  conversations: Conversations;
}

export function createMessageActions(core: Core, features: MessageFeatures) {
  const { stores, env, me } = core;
  const { conversations } = features;

  const saveDraft = () => {
    const active = stores.$active.get();
    if (!active) return;
    const { text, image } = stores.$composer.get();
    if (text || image) core.drafts.set(active.peerId, { text, image });
    else core.drafts.delete(active.peerId);
  };

  /** Zeroes a conversation's unread here and on the server (which has no row before a first message). */
  const markRead = (peerId: number) => {
    if (!core.stores.$visible.get()) return;
    const row = conversations.rowOf(peerId);
    conversations.setUnread(peerId, 0);
    if (row) void env.api.post("message/read", { userId: peerId }).catch(() => {});
  };

  /** Fetches a page and merges it into the cache and the open conversation; null if the view moved on. */
  const fetchPage = async (peerId: number, cursor: string | undefined): Promise<HistoryPage | null> => {
    const generation = core.generation;
    const page = await env.api.get<HistoryPage>("message/history", { userId: peerId, cursor, pageSize: LIMITS.historyPage });
    if (generation !== core.generation) return null;
    core.cache.merge(peerId, page.messages);
    updateActive(core, peerId, (list) => mergeMessages(list, page.messages, me.id));
    return page;
  };

  /** The next page while paging back: moves the cursor and says whether older ones remain. */
  const loadPage = async (peerId: number, cursor: string | undefined) => {
    const page = await fetchPage(peerId, cursor);
    if (!page) return;
    core.cursor = page.nextCursor;
    const active = stores.$active.get();
    if (active?.peerId === peerId) stores.$active.set({ ...active, hasOlder: page.nextCursor !== null });
  };

  return {
    /** Leaves the open conversation (its draft is kept for later). */
    closeConversation() {
      saveDraft();
      core.generation += 1;
      stores.$active.set(null);
      stores.$composer.set(emptyComposer());
    },

    markRead,

    async openConversation(peerId: number) {
      saveDraft();
      core.generation += 1;
      core.cursor = undefined;
      const unsent = [...core.outbox.values()].filter((e) => e.peerId === peerId).map((e) => e.message);
      const cached = core.cache.read(peerId).map((m) => toUiMessage(m, me.id));
      stores.$view.set({ name: "conversation", peerId });
      stores.$active.set({ peerId, messages: byTime([...cached, ...unsent]), loadingOlder: false, hasOlder: true });
      stores.$composer.set(core.drafts.get(peerId) ?? emptyComposer());
      markRead(peerId);
      try {
        await loadPage(peerId, undefined);
      } catch {
        // The cached messages stay on screen; scrolling up tries the network again.
      }
    },

    /** The open conversation's newest page again, merged (nothing doubled); read if on screen. */
    async refreshLatest() {
      const active = stores.$active.get();
      if (active && (await fetchPage(active.peerId, undefined))) markRead(active.peerId);
    },

    async loadOlder() {
      const active = stores.$active.get();
      if (!active || active.loadingOlder || !active.hasOlder) return;
      stores.$active.set({ ...active, loadingOlder: true });
      try {
        await loadPage(active.peerId, core.cursor ?? undefined);
      } finally {
        const now = stores.$active.get();
        if (now?.peerId === active.peerId) stores.$active.set({ ...now, loadingOlder: false });
      }
    },

    async recall(messageId: string): Promise<{ ok: true } | { ok: false; error: string }> {
      try {
        await env.api.post("message/recall", { messageId });
      } catch (error) {
        return { ok: false, error: errorText(error) };
      }
      const message = stores.$active.get()?.messages.find((m) => m.id === messageId);
      const peerId = message ? peerOf(message, me.id) : stores.$active.get()?.peerId;
      if (peerId !== undefined) {
        core.cache.recall(peerId, messageId);
        updateActive(core, peerId, (list) => markRecalled(list, messageId));
      }
      conversations.recall(messageId);
      return { ok: true };
    },

    /** Removes the row once the server agrees; rejects with the ApiError otherwise. */
    async deleteConversation(peerId: number) {
      await env.api.post("message/delete-conversation", { userId: peerId });
      conversations.remove(peerId);
      if (stores.$active.get()?.peerId === peerId) {
        stores.$active.set(null);
        stores.$view.set({ name: "list", tab: "recent" });
      }
    },

    /** Empties the history (here and in the cache) once the server agrees; rejects otherwise. */
    async deleteHistory(peerId: number) {
      await env.api.post("message/delete-history", { userId: peerId });
      core.cache.clear(peerId);
      updateActive(core, peerId, (list) => list.filter((m) => m.status !== "sent"));
      const active = stores.$active.get();
      if (active?.peerId === peerId) stores.$active.set({ ...active, hasOlder: false });
      conversations.clearHistory(peerId);
    },

    /** Moves (or adds) the row to the top; the caller then opens the conversation. */
    async bringToTop(userId: number) {
      const shown = features.shownProfile();
      await conversations.bringToTop(userId, shown?.id === userId ? shown : undefined);
    },
  };
}

export type MessageActions = ReturnType<typeof createMessageActions>;
