/**
 * Easemob's REST API, the calls the bridge makes (docs.easemob.com, "REST API"):
 * - `POST /{org}/{app}/token` {grant_type: client_credentials, client_id, client_secret}: the app token,
 *   cached and fetched again a minute before `expires_in` ends (and at once after a 401);
 * - `POST /{org}/{app}/token` {grant_type: inherit, username, autoCreateUser, ttl} with the app token:
 *   a user token for the SDK;
 * - `POST /{org}/{app}/users` [{username}], `DELETE /{org}/{app}/users/{username}`,
 *   `GET /{org}/{app}/users/{username}/disconnect`;
 * - `POST /{org}/{app}/messages/users` {from, to: [..], type, body, ext, sync_device}: answers
 *   `data: {<to>: <Easemob message id>}`; `POST /{org}/{app}/messages/msg_recall`.
 * A 429 or 5xx (or no answer) is retried after a growing pause (Retry-After when given).
 */
import type { Clock } from "../../clock.js";
import type { EasemobConfig } from "./config.js";

export class EasemobError extends Error {
  override name = "EasemobError";
  constructor(
    message: string,
    readonly status: number,
    /** Easemob's `error` field (`duplicate_unique_property_exists`, `service_resource_not_found`, …). */
    readonly error: string = "",
  ) {
    super(message);
  }
}

export interface EasemobRestOptions {
  /** Pauses before the retries of a 429/5xx answer (default 0.2 s, 1 s, 3 s). */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export interface OutgoingMessage {
  from: string;
  to: string;
  type: "txt" | "img" | "custom";
  body: Record<string, unknown>;
  ext: Record<string, unknown>;
}

type Json = Record<string, unknown>;
const RENEW_BEFORE_MS = 60_000;

export class EasemobRest {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly base: string;
  private readonly delays: readonly number[];

  constructor(
    private readonly config: EasemobConfig,
    private readonly clock: Clock,
    private readonly options: EasemobRestOptions = {},
  ) {
    this.base = `${config.apiBase}/${encodeURIComponent(config.org)}/${encodeURIComponent(config.app)}`;
    this.delays = options.retryDelaysMs ?? [200, 1000, 3000];
  }

  /** The app token: cached, fetched again shortly before it expires. */
  async appToken(): Promise<string> {
    if (this.token && this.token.until > this.clock.now()) return this.token.value;
    this.pending ??= this.call("POST", "/token", { grant_type: "client_credentials", client_id: this.config.clientId, client_secret: this.config.clientSecret }, false)
      .then((answer) => {
        const value = typeof answer.access_token === "string" ? answer.access_token : "";
        if (!value) throw new EasemobError("easemob: no access_token", 502);
        const ms = (typeof answer.expires_in === "number" ? answer.expires_in : 3600) * 1000;
        this.token = { value, until: this.clock.now() + Math.max(0, ms - RENEW_BEFORE_MS) };
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** A user token for the SDK (`grant_type: inherit`); creates the user when Easemob lacks it. */
  async userToken(username: string, ttlS: number): Promise<{ accessToken: string; expiresInS: number }> {
    const answer = await this.authed("POST", "/token", { grant_type: "inherit", username, autoCreateUser: true, ttl: ttlS });
    if (typeof answer.access_token !== "string") throw new EasemobError("easemob: no user access_token", 502);
    return { accessToken: answer.access_token, expiresInS: typeof answer.expires_in === "number" ? answer.expires_in : ttlS };
  }

  /** Registers a user (no password: tokens come only from `userToken`); an existing one is fine. */
  async createUser(username: string): Promise<void> {
    try {
      await this.authed("POST", "/users", [{ username }]);
    } catch (error) {
      if (error instanceof EasemobError && error.error === "duplicate_unique_property_exists") return;
      throw error;
    }
  }

  /** Removes a user; one already gone is fine. */
  async deleteUser(username: string): Promise<void> {
    try {
      await this.authed("DELETE", `/users/${encodeURIComponent(username)}`);
    } catch (error) {
      if (error instanceof EasemobError && error.status === 404) return;
      throw error;
    }
  }

  /** Logs every device of the user out of Easemob. */
  async disconnect(username: string): Promise<void> {
    try {
      await this.authed("GET", `/users/${encodeURIComponent(username)}/disconnect`);
    } catch (error) {
      if (error instanceof EasemobError && error.status === 404) return;
      throw error;
    }
  }

  /** Sends one single-chat message as `from`, also to the sender's other devices; answers Easemob's id. */
  async sendMessage(message: OutgoingMessage): Promise<string> {
    const answer = await this.authed("POST", "/messages/users", { from: message.from, to: [message.to], type: message.type, body: message.body, ext: message.ext, sync_device: true });
    const data = (answer.data ?? {}) as Json;
    const id = data[message.to];
    if (typeof id !== "string" || !id) throw new EasemobError("easemob: no message id in the answer", 502);
    return id;
  }

  /** Recalls a single-chat message by Easemob's id. */
  async recall(easemobId: string, from: string, to: string): Promise<void> {
    await this.authed("POST", "/messages/msg_recall", { msg_id: easemobId, to, from, chat_type: "chat", force: true });
  }

  /** A call with the app token; a 401 fetches a new token once and tries again. */
  private async authed(method: string, path: string, body?: unknown): Promise<Json> {
    try {
      return await this.call(method, path, body, true);
    } catch (error) {
      if (!(error instanceof EasemobError) || error.status !== 401) throw error;
      this.token = null;
      return this.call(method, path, body, true);
    }
  }

  private async call(method: string, path: string, body: unknown, withToken: boolean): Promise<Json> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: "application/json" };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (withToken) headers.authorization = `Bearer ${await this.appToken()}`;
      let status = 0;
      let text = "";
      let retryAfter: string | null = null;
      try {
        const response = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
        status = response.status;
        retryAfter = response.headers.get("retry-after");
        text = await response.text();
      } catch (error) {
        text = error instanceof Error ? error.message : String(error);
      }
      const parsed = parseJson(text);
      if (status >= 200 && status < 300) return parsed ?? {};
      const retryable = status === 0 || status === 429 || status >= 500;
      const delay = this.delays[attempt];
      if (!retryable || delay === undefined) {
        const error = typeof parsed?.error === "string" ? parsed.error : "";
        throw new EasemobError(`easemob ${method} ${path}: HTTP ${status} ${text.slice(0, 200)}`, status, error);
      }
      const hinted = retryAfter !== null && /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(delay, hinted), 10_000)));
    }
  }
}

function parseJson(text: string): Json | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}
