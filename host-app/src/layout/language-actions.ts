/**
 * Choosing the UI language in the selector: it switches at once and is remembered in the browser;
 * for a logged-in user it is also saved to the account (`POST /api/user/language-edit`).
 */
import type { ApiClient, Session } from "@chat/client";
import type { Locale } from "@chat/protocol";

export interface LanguageChoiceDeps {
  api: Pick<ApiClient, "post">;
  session: Pick<Session, "$token">;
  /** Activates the locale and remembers it in this browser. */
  activate: (locale: Locale) => Promise<unknown>;
}

/** Switches to `next`; answers why the account did not take it, or null when it did (or no one is logged in). */
export async function chooseLanguage({ api, session, activate }: LanguageChoiceDeps, next: Locale): Promise<unknown> {
  // Saved at once, in the order chosen: the last choice is the account's too, whichever loads first.
  const saving = session.$token.get() ? api.post("user/language-edit", { language: next }).then(() => null, (error: unknown) => error) : null;
  await activate(next);
  return saving;
}
