import { createApiClient, type ApiClient, type ApiClientOptions, type ProgressSend } from "./api/api-client.js";
import { createToasts, type Toasts } from "./toasts/toasts.js";
import { createSession, type Session } from "./session/session.js";
import type { TokenStorage } from "./session/token-storage.js";

export interface ClientEnvironmentOptions {
  baseUrl: string;
  tokenStorage: TokenStorage;
  getLocale: () => string;
  brand?: string;
  fetch?: typeof fetch;
  /** Uploads that report progress (the browser's `xhrSend`); without it uploads report only their end. */
  sendWithProgress?: ProgressSend;
  /** Runs after a dead token (HTTP 401) has cleared the session, e.g. to go to /login. */
  onLoggedOut?: () => void;
  /** Runs on HTTP 503: the server is under maintenance (its text, or ""). */
  onMaintenance?: (msg: string) => void;
}

/** The API client, session and toasts wired together: a 401 from any call ends the session. */
export interface ClientEnvironment {
  api: ApiClient;
  session: Session;
  toasts: Toasts;
}

/** Builds one app's client side over ky (api-client.ts); every part is injected so tests and stories build their own. */
export function createClientEnvironment(options: ClientEnvironmentOptions): ClientEnvironment {
  return createClientEnvironmentOver(createApiClient, options);
}

/**
 * The same over another HTTP layer: the chat panel's open code passes the small fetch client
 * (api/fetch-client.ts, which behaves as ky does for our calls) so that ky stays out of the panel.
 */
export function createClientEnvironmentOver(createApi: (options: ApiClientOptions) => ApiClient, options: ClientEnvironmentOptions): ClientEnvironment {
  // The session needs the client and the client needs the session's token: the closures below
  // run only once requests start, after `session` exists.
  const api = createApi({
    baseUrl: options.baseUrl,
    getLocale: options.getLocale,
    getToken: () => session.$token.get(),
    onUnauthorized: () => {
      session.clear();
      options.onLoggedOut?.();
    },
    ...(options.onMaintenance === undefined ? {} : { onMaintenance: options.onMaintenance }),
    ...(options.brand === undefined ? {} : { brand: options.brand }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.sendWithProgress === undefined ? {} : { sendWithProgress: options.sendWithProgress }),
  });
  const session: Session = createSession({ api, tokenStorage: options.tokenStorage });
  return { api, session, toasts: createToasts() };
}
