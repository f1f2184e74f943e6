import { z } from "zod";
import { LIMITS } from "./constants.js";
import type { MessageKey } from "./server-messages.js";

/**
 * Request schemas of the account calls (product §5, §7). Each failure message is a MessageKey, which the
 * server turns into text in the user's language and the client can show as it comes.
 */
const key = (k: MessageKey) => ({ error: k });

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
// A practical address check: one @, no spaces or control characters, a dotted domain.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]{2,}$/u;

/** The e-mail address is the username: at most 64 bytes (product §5), otherwise a legal address. */
export const email = z
  .string(key("emailInvalid"))
  .trim()
  .min(1, key("accountRequired"))
  .refine((s) => utf8Bytes(s) <= LIMITS.usernameBytes, key("usernameTooLong"))
  .refine((s) => EMAIL.test(s), key("usernameIllegal"))
  .transform((s) => s.toLowerCase());

export const code = z.string(key("codeFormat")).trim().regex(/^\d{6}$/, key("codeFormat"));

export const password = z
  .string(key("passwordFormat"))
  .min(LIMITS.passwordMinChars, key("passwordFormat"))
  .max(LIMITS.passwordMaxChars, key("passwordFormat"))
  .refine((s) => /\p{L}/u.test(s) && /\p{Nd}/u.test(s), key("passwordFormat"));

export const codeType = z.enum(["register", "reset"], key("codeTypeInvalid"));
export type CodeType = z.infer<typeof codeType>;

export const verificationCodeRequest = z.object({ email, type: codeType });
export const judgeCodeRequest = z.object({ email, code, type: codeType });
export const registerRequest = z.object({ email, code, password });
export const loginRequest = z.object({
  account: z.string(key("accountRequired")).trim().min(1, key("accountRequired")).max(320, key("loginFailed")),
  password: z.string(key("accountRequired")).min(1, key("accountRequired")).max(256, key("loginFailed")),
});
/** Either a reset code for the e-mail, or (logged in) the old password. */
export const updatePassRequest = z.union([
  z.object({ email, code, password }),
  z.object({ oldPassword: z.string(key("oldPasswordWrong")).min(1, key("oldPasswordWrong")).max(256), password }),
]);
export const cancelAccountRequest = z.object({
  password: z.string(key("accountRequired")).min(1, key("accountRequired")).max(256),
});

export type VerificationCodeRequest = z.input<typeof verificationCodeRequest>;
export type JudgeCodeRequest = z.input<typeof judgeCodeRequest>;
export type RegisterRequest = z.input<typeof registerRequest>;
export type LoginRequest = z.input<typeof loginRequest>;
export type UpdatePassRequest = z.input<typeof updatePassRequest>;
export type CancelAccountRequest = z.input<typeof cancelAccountRequest>;
