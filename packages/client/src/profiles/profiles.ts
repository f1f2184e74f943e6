/** Profiles: the profile card's data of another user (`GET /api/user/info`). */
import type { PublicProfile as PublicProfileReply, UserInfo } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { errorText } from "../api/api-error.js";

/** A profile card's data (product §2). */
export type PublicProfile = Pick<
  UserInfo,
  | "id"
  | "account"
  | "nickname"
  | "avatar"
  | "vipLevel"
  | "gender"
  | "age"
  | "region"
  | "interest"
  | "occupation"
  | "language"
  | "height"
  | "weight"
  | "imAccount"
  | "onlineState"
> & {
  remark?: string;
  isFriend?: boolean;
  /** The languages the user speaks: codes of `/api/system/language`, comma-separated ("" when none given). */
  languages: string;
};

export interface ProfileState {
  loading: boolean;
  profile: PublicProfile | null;
  error?: string;
}

export interface Profiles {
  $profile: ReadableAtom<ProfileState>;
  /** Loads a user's card; a failure keeps the server's text. */
  openProfile(userId: number): Promise<void>;
  /** A remark saved elsewhere shows on the open card too. */
  setRemark(userId: number, remark: string): void;
  /** A friendship made or ended elsewhere (the card's own buttons) shows on the open card too. */
  setFriend(userId: number, isFriend: boolean): void;
  reset(): void;
}

export function createProfiles(options: { api: ApiClient }): Profiles {
  const $profile = atom<ProfileState>({ loading: false, profile: null });
  return {
    $profile,
    async openProfile(userId) {
      $profile.set({ loading: true, profile: null });
      try {
        const { userVo: u } = await options.api.get<{ userVo: PublicProfileReply }>("user/info", { userId });
        const { friendRemarkName, isFriend } = u;
        $profile.set({
          loading: false,
          profile: {
            id: u.id, account: u.account, nickname: u.nickname, avatar: u.avatar, vipLevel: u.vipLevel, gender: u.gender,
            age: u.age, region: u.region, interest: u.interest, occupation: u.occupation, language: u.language,
            height: u.height, weight: u.weight, imAccount: u.imAccount, onlineState: u.onlineState, languages: u.languages ?? "",
            ...(friendRemarkName ? { remark: friendRemarkName } : {}),
            isFriend,
          },
        });
      } catch (error) {
        $profile.set({ loading: false, profile: null, error: errorText(error) });
      }
    },
    setRemark(userId, remark) {
      const current = $profile.get();
      if (current.profile?.id === userId) $profile.set({ ...current, profile: { ...current.profile, remark } });
    },
    setFriend(userId, isFriend) {
      const current = $profile.get();
      if (current.profile?.id === userId) $profile.set({ ...current, profile: { ...current.profile, isFriend } });
    },
    reset: () => $profile.set({ loading: false, profile: null }),
  };
}
