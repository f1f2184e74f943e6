/**
 * Whether the server is under maintenance, as the web app's maintenance page sees it.
 *
 * Only an HTTP 503 answer switches the app to the maintenance page: that is the server itself saying
 * it is closed (MAINTENANCE=1, or its database gone). A network failure (status 0) or a proxy's bare
 * 5xx keeps today's behaviour, a toast with the maintenance text on the action that failed: a flaky
 * connection comes back on the next call, and a full-screen page for one lost request would hide
 * what the user was doing for nothing. "Try again" asks `GET /api/health`, which answers during
 * maintenance too and says `maintenance: true|false`; once it says false, the app comes back and a
 * session whose user could not be fetched is fetched again.
 */
import type { ApiClient, Session } from "@chat/client";
import type { Health } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";

export interface Maintenance {
  /** null while the server answers; else its maintenance text ("" when it sent none). */
  $message: ReadableAtom<string | null>;
  /** The API client heard a 503. */
  report(message: string): void;
  /** Asks the server's health; true (and the app comes back) when maintenance is over. */
  retry(): Promise<boolean>;
}

export function createMaintenance(env: { api: Pick<ApiClient, "get">; session: Pick<Session, "$token" | "$user" | "loadUser"> }): Maintenance {
  const $message = atom<string | null>(null);
  return {
    $message,
    report(message) {
      $message.set(message);
    },
    async retry() {
      try {
        const health = await env.api.get<Health>("health");
        if (health.maintenance) return false;
      } catch {
        return false;
      }
      $message.set(null);
      if (env.session.$token.get() && !env.session.$user.get()) void env.session.loadUser();
      return true;
    },
  };
}
