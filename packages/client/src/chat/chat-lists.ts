/**
 * The Recent tab and the contacts: loading at start (with the unread summary), friend applications,
 * and remark renames (shown at once, reverted when the server refuses).
 */
import type { ApiClient } from "../api/api-client.js";
import type { Contacts } from "../contacts/contacts-store.js";
import type { Conversations } from "../conversations/conversations.js";
import type { Notifications } from "../notifications/notifications.js";
import type { Profiles } from "../profiles/profiles.js";

/** The other features the lists load or update. */
export interface ListFeatures {
  contacts: Contacts;
  conversations: Conversations;
  notifications: Pick<Notifications, "loadSummary">;
  profiles: Pick<Profiles, "setRemark">;
}

export function createListActions(api: ApiClient, features: ListFeatures) {
  const { contacts, conversations } = features;
  const loadSummary = () => features.notifications.loadSummary();

  return {
    /** Everything the panel shows at once; a list that fails to load stays empty (the others still load). */
    async loadAll() {
      await Promise.allSettled([conversations.load(), contacts.loadFriends(), loadSummary(), contacts.loadApplications()]);
    },

    /** Recent and the red dots again (after a first connection, which replays nothing). */
    async refresh() {
      await Promise.allSettled([conversations.load(), loadSummary()]);
    },

    /** Approves or rejects; rejects with the ApiError when the server refuses. */
    async answerApplication(applyId: number, approve: boolean) {
      await contacts.answerApplication(applyId, approve);
      await Promise.allSettled([loadSummary(), ...(approve ? [contacts.loadFriends()] : [])]);
    },

    /** Optimistic: the new name shows at once and reverts when the server refuses (resolves false). */
    async renameRemark(friendUserId: number, remark: string): Promise<boolean> {
      const friend = contacts.friendOf(friendUserId);
      if (friend && friend.friendRemarkName === remark) return true;
      contacts.setRemark(friendUserId, remark);
      const before = conversations.setRemark(friendUserId, remark);
      try {
        await api.post("friend/updateRemarkName", { friendUserId, friendRemarkName: remark });
        features.profiles.setRemark(friendUserId, remark);
        return true;
      } catch {
        contacts.setRemark(friendUserId, friend?.friendRemarkName ?? "");
        conversations.restoreRemark(before);
        return false;
      }
    },
  };
}

export type ListActions = ReturnType<typeof createListActions>;
