import { LIMITS } from "@chat/protocol";

/** Where the access token lives between visits. Only the token: never a password (see session.ts). */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Cookie name of the access token (product §3: client keys carry a chat prefix). */
export const TOKEN_COOKIE = "chat_access_token";

/** The part of `document` the cookie storage uses, so tests can pass a stand-in. */
export interface CookieDocument {
  cookie: string;
  location?: { protocol: string } | null;
}

/**
 * Keeps the token in a first-party cookie for 30 days (product §3, §9), `SameSite=Lax` so other sites
 * cannot send it along, `Secure` whenever the page is served over https.
 */
export function cookieTokenStorage(doc: CookieDocument, now: () => number = Date.now): TokenStorage {
  const attributes = (maxAgeS: number) => {
    const parts = [
      "Path=/",
      `Max-Age=${maxAgeS}`,
      `Expires=${new Date(now() + maxAgeS * 1000).toUTCString()}`,
      "SameSite=Lax",
    ];
    if (doc.location?.protocol === "https:") parts.push("Secure");
    return parts.join("; ");
  };
  return {
    get() {
      for (const pair of doc.cookie.split(";")) {
        const [name, ...rest] = pair.trim().split("=");
        if (name === TOKEN_COOKIE) {
          const value = decodeURIComponent(rest.join("="));
          return value || null;
        }
      }
      return null;
    },
    set(token) {
      const lifeS = LIMITS.cookieLifeDays * 24 * 60 * 60;
      doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes(lifeS)}`;
    },
    clear() {
      doc.cookie = `${TOKEN_COOKIE}=; ${attributes(0)}`;
    },
  };
}

/** A token storage that forgets on reload: tests, stories, and partner pages that pass a token in. */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
