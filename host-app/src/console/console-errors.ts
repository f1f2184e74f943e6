import { isApiError } from "@chat/client";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What to show for a failed console call: the server's message (in the operator's language) or a fallback. */
export function consoleFailureText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.msg) return error.kind === "forbidden" ? i18n._(msg`Not allowed for your role: ${error.msg}`) : error.msg;
  return i18n._(msg`The server did not answer. Please try again.`);
}
