/**
 * Friends from the profile card: "Add friend" (`POST /api/friend/add-friend`, which honours the
 * target's privacy: friends at once with "anyone", else a request they answer) and "Delete friend"
 * (`POST /api/friend/delete-friend`). The contacts and the open card follow each outcome, and a
 * friendship made elsewhere (the `friend-added` event: they accepted my request) alike.
 */
import type { AddFriendReply, Friend } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";
import type { Contacts } from "../contacts/contacts-store.js";
import type { Profiles } from "../profiles/profiles.js";

/** Where a user stands with the card's buttons, by user id; absent = nothing done this session. */
export type FriendAction =
  | { status: "busy" }
  /** A request waits for their answer: "Request sent", disabled. */
  | { status: "requested" }
  | { status: "failed"; error: string };

export type FriendResult = { ok: true; outcome: "added" | "applied" | "deleted" } | { ok: false; error: string };

export interface Friends {
  $actions: ReadableAtom<Record<number, FriendAction>>;
  /** Adds the user, or sends them a request when they approve requests themselves. */
  addFriend(userId: number): Promise<FriendResult>;
  /** Ends the friendship (both sides), after the UI has asked for confirmation. */
  deleteFriend(userId: number): Promise<FriendResult>;
  /** The `friend-added` event: the contacts gain the friend, and their open card offers "Send message". */
  applyFriend(friend: Friend): void;
  reset(): void;
}

export interface FriendsOptions {
  api: ApiClient;
  contacts: Pick<Contacts, "loadFriends" | "applyFriend">;
  profiles: Pick<Profiles, "setFriend">;
}

export function createFriends({ api, contacts, profiles }: FriendsOptions): Friends {
  const $actions = atom<Record<number, FriendAction>>({});
  const set = (userId: number, action: FriendAction | null) => {
    const { [userId]: _old, ...rest } = $actions.get();
    $actions.set(action ? { ...rest, [userId]: action } : rest);
  };
  const busy = (userId: number) => $actions.get()[userId]?.status === "busy";
  const failed = (userId: number, error: unknown): FriendResult => {
    const text = errorText(error);
    set(userId, { status: "failed", error: text });
    return { ok: false, error: text };
  };
  // The contacts tab follows; it failing to reload does not undo what the server did.
  const reloadContacts = () => contacts.loadFriends().catch(() => undefined);

  return {
    $actions,
    async addFriend(userId) {
      if (busy(userId)) return { ok: false, error: "" };
      set(userId, { status: "busy" });
      try {
        const reply = await api.post<AddFriendReply>("friend/add-friend", { userId });
        if (reply.status === "added") {
          set(userId, null);
          profiles.setFriend(userId, true);
          await reloadContacts();
          return { ok: true, outcome: "added" };
        }
        set(userId, { status: "requested" });
        return { ok: true, outcome: "applied" };
      } catch (error) {
        return failed(userId, error);
      }
    },
    async deleteFriend(userId) {
      if (busy(userId)) return { ok: false, error: "" };
      set(userId, { status: "busy" });
      try {
        await api.post("friend/delete-friend", { friendUserId: userId });
        set(userId, null);
        profiles.setFriend(userId, false);
        await reloadContacts();
        return { ok: true, outcome: "deleted" };
      } catch (error) {
        return failed(userId, error);
      }
    },
    applyFriend(friend) {
      contacts.applyFriend(friend);
      profiles.setFriend(friend.friendUserId, true);
      // A request sent from this card was answered: no "Request sent" left over for them.
      set(friend.friendUserId, null);
    },
    reset: () => $actions.set({}),
  };
}
