/**
 * A user's home page (`/userHomePage/:id`, `/myspace`): their public info (`GET /api/user/info`),
 * the visit recorded when someone else opens it (the page then shows the counts with it in),
 * Follow/Unfollow (the signed-in user's following count moves with it), Add friend, and block /
 * unblock. Refusals reject (or resolve, for block) with the server's error for the page to show.
 */
import type { AddFriendReply, PublicProfile, UserVoReply } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { isApiError } from "../api/api-error.js";
import type { Session } from "../session/session.js";
import { createBlock, type BlockResult } from "./block.js";
import { recordVisit } from "./people-api.js";
import { createFollowToggle, type FollowToggle } from "./people.js";

export type HomePageState =
  | { status: "loading" }
  /** The server's reason, or null when it gave none (or the id is no user id). */
  | { status: "error"; message: string | null }
  /** `requested`: a friend request waits for their answer. */
  | { status: "ready"; user: PublicProfile; toggle: FollowToggle; requested: boolean };

export interface HomePageStore {
  $page: ReadableAtom<HomePageState>;
  /** Loads the user (and records the visit on someone else's page). */
  load(): Promise<void>;
  /** Drops the answers of loads still under way (the page closed). */
  stop(): void;
  /** Follows or unfollows; rejects with the ApiError and keeps the state. */
  follow(): Promise<void>;
  /** Friends at once or a request they answer, by their privacy; rejects with the ApiError. */
  addFriend(): Promise<AddFriendReply["status"]>;
  /** They accepted my request (or added me) meanwhile: the page offers what friends get. */
  friendAdded(): void;
  setBlocked(blocked: boolean): Promise<BlockResult>;
}

export interface HomePageOptions {
  api: ApiClient;
  userId: number;
  /** The signed-in user's own page: no visit is recorded. */
  own: boolean;
  session: Pick<Session, "$user" | "setUser">;
}

export function createHomePage({ api, userId, own, session }: HomePageOptions): HomePageStore {
  const $page = atom<HomePageState>({ status: "loading" });
  const block = createBlock({ api });
  let generation = 0;
  const changeUser = (change: (user: PublicProfile) => Partial<PublicProfile>, extra: { requested?: boolean } = {}) => {
    const now = $page.get();
    if (now.status === "ready") $page.set({ ...now, ...extra, user: { ...now.user, ...change(now.user) } });
  };
  const ready = () => {
    const now = $page.get();
    if (now.status !== "ready") throw new Error("The home page has not loaded");
    return now;
  };

  return {
    $page,
    async load() {
      const asked = ++generation;
      const current = () => asked === generation;
      $page.set({ status: "loading" });
      if (!Number.isInteger(userId) || userId <= 0) return $page.set({ status: "error", message: null });
      let user: PublicProfile;
      try {
        user = (await api.get<UserVoReply>("user/info", { userId })).userVo as PublicProfile;
      } catch (error) {
        if (current()) $page.set({ status: "error", message: isApiError(error) && error.message ? error.message : null });
        return;
      }
      if (!current()) return;
      const toggle = createFollowToggle({ api, userId: user.id, following: user.isFollow ?? false, fans: user.userDataVo.fans });
      $page.set({ status: "ready", user, toggle, requested: false });
      if (own) return;
      const counts = await recordVisit(api, userId).catch(() => null);
      if (current() && counts) changeUser(() => counts);
    },
    stop() {
      generation++;
    },
    async follow() {
      const { toggle } = ready();
      const before = toggle.$state.get().following;
      await toggle.toggle();
      const after = toggle.$state.get().following;
      const me = session.$user.get();
      if (me && after !== before) {
        session.setUser({ ...me, userDataVo: { ...me.userDataVo, follow: Math.max(0, me.userDataVo.follow + (after ? 1 : -1)) } });
      }
    },
    async addFriend() {
      const reply = await api.post<AddFriendReply>("friend/add-friend", { userId: ready().user.id });
      if (reply.status === "added") changeUser(() => ({ isFriend: true }));
      else changeUser(() => ({}), { requested: true });
      return reply.status;
    },
    friendAdded() {
      changeUser(() => ({ isFriend: true }), { requested: false });
    },
    async setBlocked(blocked) {
      const { id } = ready().user;
      const result = blocked ? await block.block(id) : await block.unblock(id);
      if (result.ok) changeUser((user) => (user.id === id ? { blocked } : {}));
      return result;
    },
  };
}
