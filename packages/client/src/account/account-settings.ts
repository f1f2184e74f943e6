/**
 * The account settings of a signed-in user: changing the password (this browser stays signed in, the
 * others are logged out by the server) and deleting the account (the session ends here at once).
 */
import type { CancelAccountByCodeRequest, CancelAccountRequest } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import type { ApiClient } from "../api/api-client.js";
import { isApiError } from "../api/api-error.js";
import type { KeyValueStorage } from "../common/storage.js";
import { forgetLocalChat } from "../session/local-chat.js";
import type { Session } from "../session/session.js";
import { cancelAccount, updatePassword } from "./account-api.js";
import { createCancelCodeSender, type CancelCodeSender } from "./code-sender.js";

export interface AccountSettings {
  /** True after a password change until the form is typed in again. */
  $passwordChanged: ReadableAtom<boolean>;
  /** "Send code" of a deletion confirmed by a mailed code. */
  cancelCode: CancelCodeSender;
  /** Changes the password with the current one; a refusal is thrown (`refusedField` names its field). */
  changePassword(oldPassword: string, password: string): Promise<void>;
  /** The password form is being typed in again: the confirmation goes. */
  editPassword(): void;
  /**
   * Deletes the account; on success the session here is cleared (the server ended all of them) and
   * the chat's copies in this browser's storage go with it.
   */
  deleteAccount(confirmation: CancelAccountRequest | CancelAccountByCodeRequest): Promise<void>;
  /** The page is left: timers stop, the confirmation goes. */
  reset(): void;
}

export interface AccountSettingsOptions {
  api: ApiClient;
  session: Pick<Session, "clear" | "$user">;
  /** Where the chat panel keeps its copies (localStorage in browsers). */
  storage?: KeyValueStorage;
  now?: () => number;
}

export function createAccountSettings(options: AccountSettingsOptions): AccountSettings {
  const { api, session } = options;
  const $passwordChanged = atom(false);
  const cancelCode = createCancelCodeSender({ api, ...(options.now ? { now: options.now } : {}) });
  return {
    $passwordChanged,
    cancelCode,
    async changePassword(oldPassword, password) {
      $passwordChanged.set(false);
      await updatePassword(api, { oldPassword, password });
      $passwordChanged.set(true);
    },
    editPassword: () => $passwordChanged.set(false),
    async deleteAccount(confirmation) {
      const userId = session.$user.get()?.id;
      await cancelAccount(api, confirmation);
      session.clear();
      if (options.storage && userId !== undefined) forgetLocalChat(options.storage, userId);
    },
    reset() {
      cancelCode.stop();
      $passwordChanged.set(false);
    },
  };
}

/** The form field a refusal names (`data.field` of a 400, e.g. a wrong current password), else undefined. */
export function refusedField(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const data = error.data as { field?: unknown } | null | undefined;
  return typeof data?.field === "string" ? data.field : undefined;
}
