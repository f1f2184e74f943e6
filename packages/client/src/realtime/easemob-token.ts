/**
 * The Easemob user token, from our server: `POST /api/easemob/token` with the session token. The
 * server mints a short-lived token with its own app credentials (the client id and secret never reach
 * the browser, and no Easemob password exists); the Easemob transport asks again on the SDK's
 * token-will-expire event. A 401 (our session ended) fails like a refused Easemob login, so the panel
 * signs out; anything else fails like a dropped connection, so it reconnects later.
 */
import type { EasemobTokenReply, Envelope } from "@chat/protocol";

/** easemob-websdk's WEBIM_CONNCTION_AUTH_ERROR, which the transport treats as an ended session. */
const AUTH_FAILED = 2;

export interface EasemobServerTokenOptions {
  /** Our server's origin (the panel's apiBase). */
  apiBase: string;
  fetch?: typeof fetch;
}

/** `accessToken` for `easemobTransport`: our session token → a fresh Easemob user token. */
export function easemobServerToken(options: EasemobServerTokenOptions): (sessionToken: string) => Promise<string> {
  const call = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async (sessionToken) => {
    const response = await call(`${options.apiBase.replace(/\/+$/, "")}/api/easemob/token`, {
      method: "POST",
      headers: { authorization: `Bearer ${sessionToken}`, "content-type": "application/json", accept: "application/json" },
      body: "{}",
    });
    const body = (await response.json().catch(() => null)) as Envelope<EasemobTokenReply> | null;
    if (response.status === 401 || body?.code === 401) throw Object.assign(new Error("session ended"), { type: AUTH_FAILED });
    if (!response.ok || body?.code !== 200 || typeof body.data?.accessToken !== "string") throw new Error(`easemob token: HTTP ${response.status}`);
    return body.data.accessToken;
  };
}
