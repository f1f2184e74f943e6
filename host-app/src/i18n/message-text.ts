import { isApiError, type FieldErrorKey } from "@chat/client";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The browser's own wording of the validation keys the protocol schemas report. */
const FIELD_ERRORS: Partial<Record<FieldErrorKey, MessageDescriptor>> = {
  emailInvalid: msg`Please enter a valid e-mail address.`,
  usernameTooLong: msg`Username exceeds 64 bytes`,
  usernameIllegal: msg`Please enter a valid e-mail address.`,
  codeFormat: msg`The verification code is 6 digits.`,
  passwordFormat: msg`The password must be 8 to 64 characters and contain a letter and a digit.`,
  accountRequired: msg`Account and password cannot be empty.`,
  loginFailed: msg`Wrong account or password.`,
  oldPasswordWrong: msg`The current password is wrong.`,
  passwordMismatch: msg`The passwords do not match.`,
};

const FALLBACK = msg`Please check this field.`;

export function fieldErrorText(i18n: I18n, key: FieldErrorKey): string {
  return i18n._(FIELD_ERRORS[key] ?? FALLBACK);
}

/** The maintenance text of product §8, shown when no server message came back. */
export const MAINTENANCE = msg`The server is under maintenance. Please try again later.`;

/** What to show for a failed call (product §8): the server's message, "Forbidden: …", or maintenance. */
export function failureText(i18n: I18n, error: unknown): string {
  if (!isApiError(error)) return i18n._(MAINTENANCE);
  switch (error.kind) {
    case "forbidden":
      return i18n._(msg`Forbidden: ${error.msg}`);
    case "unauthorized":
      return error.msg || i18n._(msg`Unauthorized: Authorization verification failed`);
    case "server":
      return error.msg;
    case "maintenance":
      return i18n._(MAINTENANCE);
  }
}
