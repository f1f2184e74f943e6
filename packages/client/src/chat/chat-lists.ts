/**
 * The Recent tab's side lists and the contacts: loading at start, friend applications, announcements,
 * interactions (paged), complaint reasons and filing, the profile card, and remark renames.
 */
import type {
  Announcement,
  ComplaintReason,
  Conversation,
  Friend,
  FriendApplication,
  InteractionPage,
  ServiceAccount,
  UnreadSummary,
  UserVoReply,
} from "@chat/protocol";
import { errorText } from "../api/api-error.js";
import type { Core } from "./chat-core.js";
import { conversationOf, sortConversations } from "../conversations/conversation-list.js";

export const INTERACTIONS_PAGE = 20;

export function createListActions(core: Core) {
  const { stores, env } = core;
  let interactionsPage = 0;

  const loadFriends = async () => stores.$friends.set(await env.api.get<Friend[]>("friend/friend-list"));
  const loadSummary = async () => stores.$unreadSummary.set(await env.api.get<UnreadSummary>("message/unread-message"));
  const loadApplications = async () => stores.$applications.set(await env.api.get<FriendApplication[]>("friend/applys"));

  const loadConversations = async () => {
    const [list, service] = await Promise.all([
      env.api.post<Conversation[]>("message/user-session-list"),
      env.api.get<ServiceAccount>("service/im-account").catch(() => null),
    ]);
    const rows = sortConversations(list);
    if (service && !rows.some((c) => c.userId === service.userId)) {
      rows.push(conversationOf({ id: service.userId, nickname: service.nickname, avatar: service.avatar, isService: true }));
    }
    for (const row of rows) if (row.lastMessage) core.seen.add(row.lastMessage.id);
    // Rows that events created while the list was loading stay (their messages are newer).
    const extra = stores.$conversations.get().filter((c) => !rows.some((r) => r.userId === c.userId));
    stores.$conversations.set([...extra, ...rows]);
  };

  async function loadMoreInteractions(): Promise<void> {
    const current = stores.$interactions.get();
    if (current.loading || !current.hasMore) return;
    stores.$interactions.set({ ...current, loading: true });
    try {
      const page = await env.api.get<InteractionPage>("interact/list", { page: interactionsPage + 1, pageSize: INTERACTIONS_PAGE });
      interactionsPage += 1;
      const items = [...stores.$interactions.get().items, ...page.records.filter((r) => !current.items.some((i) => i.id === r.id))];
      stores.$interactions.set({ items, hasMore: page.records.length > 0 && items.length < page.total, loading: false });
    } catch (error) {
      stores.$interactions.set({ ...stores.$interactions.get(), loading: false });
      throw error;
    }
  }

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
      await env.api.get("friend/apply-deal", { applyId, status: approve ? 1 : 0 });
      stores.$applications.set(stores.$applications.get().map((a) => (a.applyId === applyId ? { ...a, status: approve ? 1 : 0 } : a)));
      await Promise.allSettled([loadSummary(), ...(approve ? [loadFriends()] : [])]);
    },

    async openAnnouncements() {
      stores.$view.set({ name: "announcements" });
      stores.$announcements.set(await env.api.get<Announcement[]>("message/notices"));
      // Reading them clears the server's `system` count.
      stores.$unreadSummary.set({ ...stores.$unreadSummary.get(), system: 0 });
    },

    async openInteractions() {
      stores.$view.set({ name: "interactions" });
      interactionsPage = 0;
      stores.$interactions.set({ items: [], hasMore: true, loading: false });
      await loadMoreInteractions();
      stores.$unreadSummary.set({ ...stores.$unreadSummary.get(), interact: 0 });
    },

    loadMoreInteractions,

    async loadComplaintReasons() {
      stores.$complaintReasons.set(await env.api.get<ComplaintReason[]>("complain/complain_type"));
    },

    async fileComplaint(input: { type: number; notes: string; beComplainedAccount: string }): Promise<{ ok: true } | { ok: false; error: string }> {
      try {
        await env.api.post("complain/add_complain", input);
        return { ok: true };
      } catch (error) {
        return { ok: false, error: errorText(error) };
      }
    },

    async openProfile(userId: number) {
      stores.$view.set({ name: "profile", userId });
      stores.$profile.set({ loading: true, profile: null });
      try {
        const { userVo: u } = await env.api.get<UserVoReply>("user/info", { userId });
        const { friendRemarkName, isFriend } = u;
        stores.$profile.set({
          loading: false,
          profile: {
            id: u.id, account: u.account, nickname: u.nickname, avatar: u.avatar, vipLevel: u.vipLevel, gender: u.gender,
            age: u.age, region: u.region, interest: u.interest, occupation: u.occupation, language: u.language,
            height: u.height, weight: u.weight, imAccount: u.imAccount, onlineState: u.onlineState,
            ...(friendRemarkName ? { remark: friendRemarkName } : {}),
            isFriend,
          },
        });
      } catch (error) {
        stores.$profile.set({ loading: false, profile: null, error: errorText(error) });
      }
    },

    /** Optimistic: the new name shows at once and reverts when the server refuses (resolves false). */
    async renameRemark(friendUserId: number, remark: string): Promise<boolean> {
      const friends = stores.$friends.get();
      const conversations = stores.$conversations.get();
      const profile = stores.$profile.get();
      const friend = friends.find((f) => f.friendUserId === friendUserId);
      if (friend && friend.friendRemarkName === remark) return true;
      stores.$friends.set(friends.map((f) => (f.friendUserId === friendUserId ? { ...f, friendRemarkName: remark } : f)));
      stores.$conversations.set(conversations.map((c) => (c.userId === friendUserId ? { ...c, remark, isRemark: remark !== "" } : c)));
      try {
        await env.api.post("friend/updateRemarkName", { friendUserId, friendRemarkName: remark });
        if (profile.profile?.id === friendUserId) stores.$profile.set({ ...profile, profile: { ...profile.profile, remark } });
        return true;
      } catch {
        stores.$friends.set(stores.$friends.get().map((f) => (f.friendUserId === friendUserId ? { ...f, friendRemarkName: friend?.friendRemarkName ?? "" } : f)));
        const before = conversations.find((c) => c.userId === friendUserId);
        stores.$conversations.set(
          stores.$conversations.get().map((c) => (c.userId === friendUserId && before ? { ...c, remark: before.remark, isRemark: before.isRemark } : c)),
        );
        return false;
      }
    },
  };
}
