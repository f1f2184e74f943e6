/**
 * A local Easemob that speaks its REST wire format (docs.easemob.com, "REST API"), for the bridge's
 * tests: `POST /{org}/{app}/token` (client_credentials with the app's client id and secret; `inherit`
 * with an app token for a user token, `autoCreateUser`), `POST /{org}/{app}/users` (usernames of at
 * most 64 bytes of [a-zA-Z0-9_.-], case-insensitive; an existing one answers 400
 * `duplicate_unique_property_exists`), `DELETE /{org}/{app}/users/{username}` (404
 * `service_resource_not_found`), `GET …/users/{username}/disconnect`, `POST …/messages/users`
 * (answers `data: {<to>: <message id>}`) and `POST …/messages/msg_recall`. Calls without a live app
 * token answer 401 `unauthorized`; `fail` makes the next calls of a kind answer 429 (with Retry-After)
 * or 5xx, as Easemob does when it limits or breaks.
 */
import { randomUUID } from "node:crypto";
import type { FakeReply, FakeRequest } from "./fake-http.js";
import { FakeServer, bearer } from "./fake-http.js";

export type FakeEasemobKind = "token" | "users" | "messages" | "recall" | "disconnect" | "delete";

export interface FakeEasemobMessage {
  id: string;
  from: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
  ext: Record<string, unknown>;
  syncDevice: boolean;
  recalled: boolean;
}

const USERNAME = /^[a-zA-Z0-9_.-]{1,64}$/;

export class FakeEasemob extends FakeServer {
  readonly org = "fake-org";
  readonly app = "fake-app";
  readonly clientId = "YXA6fakeClientId";
  readonly clientSecret = "YXA6fakeClientSecret";
  /** How long `messages/users` takes to answer, ms. */
  latencyMs = 0;
  /** What `expires_in` app tokens get, seconds. */
  appTokenTtlS = 7200;
  /** Registered users (lower case, as Easemob compares them). */
  readonly users = new Set<string>();
  readonly messages: FakeEasemobMessage[] = [];
  readonly disconnects: string[] = [];
  /** Every call by kind, in order ("token:client_credentials", "token:inherit", "users", …). */
  readonly calls: string[] = [];
  /** User tokens handed out: token → username. */
  readonly userTokens = new Map<string, string>();
  private readonly appTokens = new Set<string>();
  private readonly failures: { kind: FakeEasemobKind; status: number }[] = [];
  private nextId = 1_100_000_000_000_000_000n;

  constructor() {
    super();
    const at = (rest: string) => new RegExp(`^/${this.org}/${this.app}${rest}$`);
    this.routes = [
      ["POST", at("/token"), (r) => this.guard(r, "token", () => this.token(r))],
      ["POST", at("/users"), (r) => this.guard(r, "users", () => this.authed(r, () => this.register(r)))],
      ["DELETE", at("/users/([^/]+)"), (r, m) => this.guard(r, "delete", () => this.authed(r, () => this.remove(decodeURIComponent(m[1] ?? ""))))],
      ["GET", at("/users/([^/]+)/disconnect"), (r, m) => this.guard(r, "disconnect", () => this.authed(r, () => this.disconnect(decodeURIComponent(m[1] ?? ""))))],
      ["POST", at("/messages/users"), async (r) => {
        // Easemob's own time to take a message (a real round trip is tens of milliseconds).
        if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
        return this.guard(r, "messages", () => this.authed(r, () => this.sendMessages(r)));
      }],
      ["POST", at("/messages/msg_recall"), (r) => this.guard(r, "recall", () => this.authed(r, () => this.recall(r)))],
    ];
  }

  /** The next `count` calls of `kind` answer `status` (429 carries Retry-After: 0). */
  fail(kind: FakeEasemobKind, status: number, count = 1): void {
    for (let i = 0; i < count; i++) this.failures.push({ kind, status });
  }

  /** Easemob is well again: failures not yet answered are forgotten. */
  recover(): void {
    this.failures.length = 0;
  }

  /** Every app token handed out so far stops working (Easemob answers 401 to them). */
  expireAppTokens(): void {
    this.appTokens.clear();
  }

  /** The messages a user receives, in order (what their SDK would get). */
  inbox(username: string): FakeEasemobMessage[] {
    return this.messages.filter((m) => m.to === username.toLowerCase());
  }

  private guard(r: FakeRequest, kind: FakeEasemobKind, next: () => FakeReply): FakeReply {
    const index = this.failures.findIndex((f) => f.kind === kind);
    if (index < 0) {
      if (kind !== "token") this.calls.push(kind);
      return next();
    }
    const [failure] = this.failures.splice(index, 1);
    this.calls.push(`${kind}:${failure?.status}`);
    if (failure?.status === 429) return { status: 429, body: { error: "resource_limited", error_description: "This request has reached api limit" }, headers: { "retry-after": "0" } };
    return { status: failure?.status ?? 500, body: { error: "internal_server_error", error_description: `${r.path} failed` } };
  }

  private authed(r: FakeRequest, next: () => FakeReply): FakeReply {
    if (this.appTokens.has(bearer(r))) return next();
    return { status: 401, body: { error: "unauthorized", error_description: "Unable to authenticate due to expired access token" } };
  }

  private token(r: FakeRequest): FakeReply {
    let body: Record<string, unknown>;
    try {
      body = r.json();
    } catch {
      return { status: 400, body: { error: "json_parse", error_description: "Unexpected character" } };
    }
    this.calls.push(`token:${String(body.grant_type)}`);
    if (body.grant_type === "client_credentials") {
      if (body.client_id !== this.clientId) return { status: 400, body: { error: "invalid_grant", error_description: "client_id does not match" } };
      if (body.client_secret !== this.clientSecret) return { status: 400, body: { error: "invalid_grant", error_description: "client_secret does not match" } };
      const token = `YWMt${randomUUID()}`;
      this.appTokens.add(token);
      return { status: 200, body: { access_token: token, expires_in: this.appTokenTtlS, application: randomUUID() } };
    }
    if (body.grant_type === "inherit") {
      return this.authed(r, () => {
        const username = typeof body.username === "string" ? body.username.toLowerCase() : "";
        if (!USERNAME.test(username)) return { status: 400, body: { error: "illegal_argument", error_description: "username is not legal" } };
        if (!this.users.has(username)) {
          if (body.autoCreateUser !== true) return { status: 404, body: { error: "service_resource_not_found", error_description: `username ${username} doesn't exist` } };
          this.users.add(username);
        }
        const token = `YWMt-user-${randomUUID()}`;
        this.userTokens.set(token, username);
        const ttl = typeof body.ttl === "number" ? body.ttl : 3600;
        return { status: 200, body: { access_token: token, expires_in: ttl, user: { uuid: randomUUID(), type: "user", created: Date.now(), modified: Date.now(), username, activated: true } } };
      });
    }
    return { status: 400, body: { error: "unsupported_grant_type", error_description: "unsupported grant type" } };
  }

  private register(r: FakeRequest): FakeReply {
    const raw: unknown = JSON.parse(r.body || "null");
    const list = Array.isArray(raw) ? (raw as { username?: unknown }[]) : [raw as { username?: unknown }];
    const names = list.map((u) => (typeof u?.username === "string" ? u.username.toLowerCase() : ""));
    if (names.some((n) => !USERNAME.test(n) || Buffer.byteLength(n) > 64)) return { status: 400, body: { error: "illegal_argument", error_description: "username is not legal" } };
    const taken = names.find((n) => this.users.has(n));
    if (taken) return { status: 400, body: { error: "duplicate_unique_property_exists", error_description: `Application null Entity user requires that property named username be unique, value of ${taken} exists` } };
    for (const n of names) this.users.add(n);
    return { status: 200, body: { action: "post", path: "/users", entities: names.map((username) => ({ uuid: randomUUID(), type: "user", username, activated: true })), timestamp: Date.now(), duration: 0 } };
  }

  private remove(username: string): FakeReply {
    const name = username.toLowerCase();
    if (!this.users.delete(name)) return { status: 404, body: { error: "service_resource_not_found", error_description: `Service resource not found` } };
    for (const [token, owner] of this.userTokens) if (owner === name) this.userTokens.delete(token);
    return { status: 200, body: { action: "delete", path: "/users", entities: [{ uuid: randomUUID(), type: "user", username: name, activated: true }], timestamp: Date.now(), duration: 0 } };
  }

  private disconnect(username: string): FakeReply {
    const name = username.toLowerCase();
    if (!this.users.has(name)) return { status: 404, body: { error: "service_resource_not_found", error_description: "Service resource not found" } };
    this.disconnects.push(name);
    return { status: 200, body: { action: "get", entities: [], data: { result: true }, timestamp: Date.now(), duration: 0, count: 0 } };
  }

  private sendMessages(r: FakeRequest): FakeReply {
    const b = r.json() as { from?: unknown; to?: unknown; type?: unknown; body?: unknown; ext?: unknown; sync_device?: unknown };
    if (b.from === "") return { status: 400, body: { error: "illegal_argument", error_description: "from can't be empty" } };
    if (!Array.isArray(b.to) || b.to.length === 0 || b.to.length > 600 || typeof b.type !== "string" || typeof b.body !== "object" || b.body === null || b.ext === null) {
      return { status: 400, body: { error: "illegal_argument", error_description: "this is an invalid request." } };
    }
    const data: Record<string, string> = {};
    for (const to of b.to as unknown[]) {
      const id = String(this.nextId++);
      const name = String(to).toLowerCase();
      this.messages.push({ id, from: typeof b.from === "string" ? b.from.toLowerCase() : "admin", to: name, type: b.type, body: b.body as Record<string, unknown>, ext: (b.ext ?? {}) as Record<string, unknown>, syncDevice: b.sync_device === true, recalled: false });
      data[String(to)] = id;
    }
    return { status: 200, body: { path: "/messages/users", action: "post", data, timestamp: Date.now(), duration: 0, organization: this.org, applicationName: this.app } };
  }

  private recall(r: FakeRequest): FakeReply {
    const b = r.json() as { msg_id?: unknown; to?: unknown; from?: unknown; chat_type?: unknown; force?: unknown };
    if (typeof b.msg_id !== "string" || typeof b.to !== "string" || typeof b.chat_type !== "string" || typeof b.force !== "boolean") return { status: 400, body: { error: "illegal_argument", error_description: "this is an invalid request." } };
    const message = this.messages.find((m) => m.id === b.msg_id);
    if (!message) return { status: 200, body: { path: "/messages/msg_recall", action: "post", data: { recalled: "not_found msg", msg_id: b.msg_id, to: b.to, chattype: b.chat_type } } };
    message.recalled = true;
    return { status: 200, body: { path: "/messages/msg_recall", action: "post", data: { recalled: "yes", msg_id: b.msg_id, from: b.from ?? "admin", to: b.to, chattype: b.chat_type }, timestamp: Date.now() } };
  }
}

/** The server's EASEMOB_* settings pointing at a running fake. */
export function fakeEasemobConfig(fake: FakeEasemob, over: { callbackSecret?: string; userTokenTtlS?: number } = {}) {
  return { apiBase: fake.url, org: fake.org, app: fake.app, clientId: fake.clientId, clientSecret: fake.clientSecret, callbackSecret: over.callbackSecret, userTokenTtlS: over.userTokenTtlS ?? 600 };
}
