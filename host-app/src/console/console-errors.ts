import { isApiError } from "@chat/client";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What to show for a failed console call: the server's message (in the operator's language) or a fallback. */
export function consoleFailureText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.msg) return error.kind === "forbidden" ? i18n._(msg`Not allowed for your role: ${error.msg}`) : error.msg;
  return i18n._(msg`The server did not answer. Please try again.`);
}

/**
 * A failure a console store kept, as text (null for none): a call's failure as `consoleFailureText`
 * says, with `withReason` the reason the mall names in its refusals (the command line's wording) beside
 * it; any other error by its message (the fakes of stories and tests throw plain errors).
 */
export function storeFailureText(i18n: I18n, error: unknown, withReason = false): string | null {
  if (error === null || error === undefined) return null;
  if (isApiError(error)) {
    const data = withReason ? error.data : null;
    const reason = data && typeof data === "object" && "reason" in data ? String(data.reason) : "";
    return reason ? `${consoleFailureText(i18n, error)} (${reason})` : consoleFailureText(i18n, error);
  }
  return error instanceof Error ? error.message : String(error);
}
