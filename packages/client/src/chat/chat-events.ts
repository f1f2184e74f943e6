/** Gateway events to the feature they belong to: messages first, then the other features' own events. */
import type { ServerEvent } from "@chat/protocol";
import type { Features } from "./chat-features.js";

export function applyEvent(features: Features, event: ServerEvent): void {
  if (features.messages.apply(event)) return;
  features.notifications.applyLiveNotice(event);
  switch (event.type) {
    case "unread":
      return features.notifications.applyUnread(event.data);
    case "notice":
      return features.notifications.applyNotice(event.data);
    case "friend-apply":
      return features.contacts.applyApplication(event.data);
    case "friend-added":
      // Contacts, and the open card when it is theirs (they accepted my request).
      return features.friends.applyFriend(event.data);
    case "wallet":
      return features.wallet.apply(event.data);
    case "block":
      // This user blocked (or unblocked) someone in another tab: Recent and Contacts follow.
      features.block.apply(event.data);
      if (event.data.blocked) features.conversations.remove(event.data.userId);
      else void features.conversations.load().catch(() => {});
      void features.contacts.loadFriends().catch(() => {});
      return;
    case "profile":
      // A friend's (or my own) new nickname or avatar: their rows show it at once.
      features.conversations.applyProfile(event.data);
      return features.contacts.applyProfile(event.data);
  }
}
