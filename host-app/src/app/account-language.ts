/**
 * The UI language follows the account (product §1: "the default is the stored preference, otherwise
 * English"). Before login a browser shows its own earlier choice (localStorage) or English; when a
 * login, a registration or a start with a stored token yields the user:
 * - the account has a language (set by the selector while logged in, on any device) that differs
 *   from the active one → it becomes active here too, and remembered by this browser;
 * - the account has none yet ("") and this browser chose one before login → that choice is saved to
 *   the account (one `POST /api/user/language-edit`), so the next device starts in it.
 * Only a new user (another id) triggers this: a profile edit's answer re-setting the same user never
 * undoes a language just chosen in the selector.
 */
import type { ApiClient, Session } from "@chat/client";
import { isLocale, type Locale } from "@chat/protocol";

export interface AccountLanguageOptions {
  session: Pick<Session, "$user">;
  api: Pick<ApiClient, "post">;
  /** The active UI locale. */
  activeLocale: () => Locale;
  /** What this browser chose itself (the selector's stored value), or null when it never chose. */
  browserChoice: () => Locale | null;
  /** Activates a locale and remembers it in this browser, as the selector does. */
  activate: (locale: Locale) => Promise<unknown>;
}

/** Starts following; returns the function that stops. */
export function followAccountLanguage(options: AccountLanguageOptions): () => void {
  let lastUserId: number | null = null;
  return options.session.$user.subscribe((user) => {
    if (!user) {
      lastUserId = null;
      return;
    }
    if (user.id === lastUserId) return;
    lastUserId = user.id;
    const saved = user.language;
    if (isLocale(saved)) {
      if (saved !== options.activeLocale()) void options.activate(saved);
      return;
    }
    const chosen = options.browserChoice();
    if (saved === "" && chosen) {
      // A failed save changes nothing here: the browser keeps its language, the next login tries again.
      options.api.post("user/language-edit", { language: chosen }).catch(() => undefined);
    }
  });
}
