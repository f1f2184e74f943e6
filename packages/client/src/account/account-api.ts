import type {
  CancelAccountByCodeRequest,
  CancelAccountRequest,
  JudgeCodeRequest,
  LanguageOption,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  UpdatePassRequest,
  UserInfo,
  VerificationCodeRequest,
} from "@chat/protocol";
import type { ApiClient } from "../api/api-client.js";

/** Typed calls of product §7 (account and system). Each resolves the envelope's `data`. */

/** Mails a 6-digit code for registration or a password reset; 429 within 60 s of the last one. */
export const sendCode = (api: ApiClient, request: VerificationCodeRequest) =>
  api.post<unknown>("account/verification-code", request);

/** Checks a code without using it up. */
export const judgeCode = (api: ApiClient, request: JudgeCodeRequest) =>
  api.post<unknown>("account/judge-code", request);

export const register = (api: ApiClient, request: RegisterRequest) => api.post<unknown>("account/register", request);

export const login = (api: ApiClient, request: LoginRequest) => api.post<LoginResult>("account/login", request);

export const logout = (api: ApiClient) => api.post<unknown>("account/logout");

/** With a reset code (`email`, `code`) or, when logged in, the old password. */
export const updatePassword = (api: ApiClient, request: UpdatePassRequest) =>
  api.post<unknown>("account/update-pass", request);

/** Deletes the caller's account: `{password}`, or `{code}` mailed by `sendCancelCode` for a member without one. */
export const cancelAccount = (api: ApiClient, request: CancelAccountRequest | CancelAccountByCodeRequest) =>
  api.post<unknown>("account/cancel-account", request);

/** Mails an account-deletion code to the address on file (a member without a password). */
export const sendCancelCode = (api: ApiClient) => api.post<unknown>("account/cancel-code");

export const myInfo = (api: ApiClient) => api.get<UserInfo>("account/my-info");

/** The UI languages the server knows: code and native name. */
export const languages = (api: ApiClient) => api.get<LanguageOption[]>("system/language");
