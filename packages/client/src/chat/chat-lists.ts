/**
 * The Recent tab and the contacts: loading at start (with the unread summary), friend applications,
 * and remark renames (shown at once, reverted when the server refuses).
 */
import type { Contacts } from "../contacts/contacts-store.js";
import type { Notifications } from "../notifications/notifications.js";
import type { Profiles } from "../profiles/profiles.js";
import type { Core } from "./chat-core.js";
import type { Conversations } from "../conversations/conversations.js";

/** The other features the lists load or update. */
export interface ListFeatures {
  contacts: Contacts;
  conversations: Conversations;
  notifications: Pick<Notifications, "loadSummary">;
  profiles: Pick<Profiles, "setRemark">;
}

export function createListActions(core: Core, features: ListFeatures) {
  const { stores, env } = core;

  const { contacts } = features;
  const loadFriends = () => contacts.loadFriends();
  const loadSummary = () => features.notifications.loadSummary();
  const loadApplications = () => contacts.loadApplications();

  const loadConversations = () => features.conversations.load();

  return {
    /** Everything the panel shows at once; a list that fails to load stays empty (the others still load). */
    async loadAll() {
      await Promise.allSettled([loadConversations(), loadFriends(), loadSummary(), loadApplications()]);
    },

    /** Recent and the red dots again (after a first connection, which replays nothing). */
    async refresh() {
      await Promise.allSettled([loadConversations(), loadSummary()]);
    },

    async openApplications() {
      stores.$view.set({ name: "applications" });
      await loadApplications();
    },

    /** Approves or rejects; rejects with the ApiError when the server refuses. */
    async answerApplication(applyId: number, approve: boolean) {
      await contacts.answerApplication(applyId, approve);
      await Promise.allSettled([loadSummary(), ...(approve ? [loadFriends()] : [])]);
    },

    /** Optimistic: the new name shows at once and reverts when the server refuses (resolves false). */
    async renameRemark(friendUserId: number, remark: string): Promise<boolean> {
      const friend = contacts.friendOf(friendUserId);
      if (friend && friend.friendRemarkName === remark) return true;
      contacts.setRemark(friendUserId, remark);
      const before = features.conversations.setRemark(friendUserId, remark);
      try {
        await env.api.post("friend/updateRemarkName", { friendUserId, friendRemarkName: remark });
        features.profiles.setRemark(friendUserId, remark);
        return true;
      } catch {
        contacts.setRemark(friendUserId, friend?.friendRemarkName ?? "");
        features.conversations.restoreRemark(before);
        return false;
      }
    },
  };
}
