/**
 * Privacy (product §3, §6): who may add me as a friend and who sees likes and comments on my moments.
 * The current values are my-info's `userSetVo`; a save updates the session's user, so every screen
 * showing them agrees with the server.
 */
import type { UserInfo, UserSettings } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import type { Session } from "../session/session.js";

export type PrivacyStatus = { state: "idle" } | { state: "saving" } | { state: "saved" } | { state: "failed"; error: unknown };

export interface PrivacySettings {
  $status: ReadableAtom<PrivacyStatus>;
  /** Saves the values given; resolves whether the server took them. */
  save(settings: Partial<UserSettings>): Promise<boolean>;
  /** A value was picked again: the "saved" or "failed" notice goes. */
  edit(): void;
}

export interface PrivacySettingsOptions {
  api: ApiClient;
  session: Pick<Session, "$user" | "setUser">;
}

/** `POST /api/user/privacy-set`. */
export const setPrivacy = (api: ApiClient, settings: Partial<UserSettings>) => api.post<unknown>("user/privacy-set", settings);

export function createPrivacySettings(options: PrivacySettingsOptions): PrivacySettings {
  const { api, session } = options;
  const $status = atom<PrivacyStatus>({ state: "idle" });
  return {
    $status,
    async save(settings) {
      $status.set({ state: "saving" });
      try {
        await setPrivacy(api, settings);
      } catch (error) {
        $status.set({ state: "failed", error });
        return false;
      }
      const user: UserInfo | null = session.$user.get();
      if (user) session.setUser({ ...user, userSetVo: { ...user.userSetVo, ...settings } });
      $status.set({ state: "saved" });
      return true;
    },
    edit() {
      if ($status.get().state !== "saving") $status.set({ state: "idle" });
    },
  };
}
