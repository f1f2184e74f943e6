/**
 * The contacts: friends (the Contacts tab, grouped by first letter) and friend applications. The
 * `friend-apply` and `friend-added` events land here.
 */
import type { Friend, FriendApplication, ProfileChange } from "@chat/protocol";
import { atom, computed, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { groupContacts } from "./contacts.js";

export interface Contacts {
  $friends: ReadableAtom<Friend[]>;
  $contacts: ReadableAtom<{ letter: string; friends: Friend[] }[]>;
  $applications: ReadableAtom<FriendApplication[]>;
  /** Reject with the ApiError when they fail. */
  loadFriends(): Promise<void>;
  loadApplications(): Promise<void>;
  /** Approves or rejects an application; rejects with the ApiError when the server refuses. */
  answerApplication(applyId: number, approve: boolean): Promise<void>;
  /** The `friend-apply` event. */
  applyApplication(application: FriendApplication): void;
  /** The `friend-added` event. */
  applyFriend(friend: Friend): void;
  friendOf(userId: number): Friend | undefined;
  /** Shows a friend's remark; returns the one it replaced. */
  setRemark(friendUserId: number, remark: string): string;
  /** The `profile` event: a friend's new nickname and avatar; a friend who deleted their account leaves. */
  applyProfile(change: ProfileChange): void;
  reset(): void;
}

export function createContacts(options: { api: ApiClient }): Contacts {
  const { api } = options;
  const $friends = atom<Friend[]>([]);
  const $applications = atom<FriendApplication[]>([]);
  /**
   * The answers given here. A list asked for before an answer, or an event replayed after it, still
   * says "pending": the answer stands over it, or the buttons would come back for a settled request.
   */
  const answered = new Map<number, FriendApplication["status"]>();
  const withAnswers = (list: FriendApplication[]) =>
    list.map((a) => (a.status === null && answered.has(a.applyId) ? { ...a, status: answered.get(a.applyId) ?? null } : a));
  return {
    $friends,
    $contacts: computed($friends, groupContacts),
    $applications,
    async loadFriends() {
      $friends.set(await api.get<Friend[]>("friend/friend-list"));
    },
    async loadApplications() {
      $applications.set(withAnswers(await api.get<FriendApplication[]>("friend/applys")));
    },
    async answerApplication(applyId, approve) {
      await api.get("friend/apply-deal", { applyId, status: approve ? 1 : 0 });
      const status = approve ? 1 : 0;
      answered.set(applyId, status);
      $applications.set($applications.get().map((a) => (a.applyId === applyId ? { ...a, status } : a)));
    },
    applyApplication(application) {
      $applications.set([...withAnswers([application]), ...$applications.get().filter((a) => a.applyId !== application.applyId)]);
    },
    applyFriend(friend) {
      $friends.set([...$friends.get().filter((f) => f.friendUserId !== friend.friendUserId), friend]);
    },
    friendOf: (userId) => $friends.get().find((f) => f.friendUserId === userId),
    setRemark(friendUserId, remark) {
      const before = $friends.get().find((f) => f.friendUserId === friendUserId)?.friendRemarkName ?? "";
      $friends.set($friends.get().map((f) => (f.friendUserId === friendUserId ? { ...f, friendRemarkName: remark } : f)));
      return before;
    },
    applyProfile({ userId, nickname, avatar, deleted }) {
      if (!$friends.get().some((f) => f.friendUserId === userId)) return;
      // A deleted account is no longer anybody's friend.
      if (deleted) $friends.set($friends.get().filter((f) => f.friendUserId !== userId));
      else $friends.set($friends.get().map((f) => (f.friendUserId === userId ? { ...f, friendUserNickName: nickname, friendUserAvatar: avatar } : f)));
    },
    reset() {
      answered.clear();
      $friends.set([]);
      $applications.set([]);
    },
  };
}
