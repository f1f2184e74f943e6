/**
 * One gateway socket: authenticate with the first frame, replay stored events after the client's
 * lastSeq, send `ready`, then live events — each seq exactly once, in order. Live events that arrive
 * during the replay wait in a buffer; a gap in live delivery is filled from the database.
 */
import { GATEWAY_CLOSE } from "@chat/protocol";
import type { ClientFrame, ServerEvent, ServerFrame } from "@chat/protocol";
import type { WebSocket } from "ws";
import type { FrameOrigin } from "./bus.js";
import type { GatewayDeps } from "./gateway-deps.js";

export interface GatewayLimits {
  /** Close a socket that has not authenticated within this time. */
  authTimeoutMs: number;
  /** Most frames a client may send per second. */
  maxFramesPerSecond: number;
  /** A socket whose unsent bytes pass this is dropped; it resumes by seq. */
  maxBufferedBytes: number;
  /** Live events kept while the replay is still being sent. */
  maxPendingEvents: number;
  /** Events read from the database per replay query. */
  replayPage: number;
}

/** Close codes the client can act on (the protocol's, named here as the gateway uses them). */
export const CLOSE = GATEWAY_CLOSE;

type State = "auth" | "replaying" | "live" | "closed";
const DAY_MS = 24 * 60 * 60_000;

export class Connection {
  private state: State = "auth";
  private lastSent = 0;
  private pending: { event: ServerEvent; origin: FrameOrigin }[] = [];
  private queue: Promise<void> = Promise.resolve();
  private sends: Promise<void> = Promise.resolve();
  private frameTimes: number[] = [];
  private unsubscribe: (() => void) | undefined;
  private readonly authTimer: NodeJS.Timeout;
  private sessionTimer: NodeJS.Timeout | undefined;
  userId: number | undefined;
  private tokenHash: string | undefined;
  /** Cleared by the heartbeat, set again by any pong or frame. */
  alive = true;
  /** The process drains: sends are refused, the socket closes with 1012 once those under way are answered. */
  private draining = false;

  constructor(
    private readonly deps: Pick<GatewayDeps, "bus" | "clock" | "events" | "authenticate" | "checkSession" | "sendMessage" | "typing" | "delivered" | "metrics">,
    private readonly socket: WebSocket,
    private readonly limits: GatewayLimits,
    private readonly onAuthenticated: (c: Connection) => void,
  ) {
    this.authTimer = setTimeout(() => this.close(CLOSE.authTimeout, "auth timeout"), limits.authTimeoutMs);
    socket.on("message", (raw, isBinary) => this.onFrame(raw, isBinary));
    socket.on("pong", () => (this.alive = true));
    socket.on("close", () => this.dispose());
    socket.on("error", () => this.dispose());
  }

  private onFrame(raw: unknown, isBinary: boolean): void {
    this.alive = true;
    if (!this.withinRate()) {
      this.deps.metrics?.frameIn("flood");
      this.close(CLOSE.flood, "too many frames");
      return;
    }
    const frame = isBinary ? undefined : parseClientFrame(String(raw));
    this.deps.metrics?.frameIn(frame?.type ?? "invalid");
    if (!frame) {
      this.close(CLOSE.badFrame, "bad frame");
      return;
    }
    if (frame.type === "ping") {
      this.send({ type: "pong" });
      return;
    }
    if (frame.type === "send") {
      this.sendMessage(frame.id, frame.data, frame.locale);
      return;
    }
    if (frame.type === "typing") {
      if (this.userId !== undefined) this.deps.typing?.(this.userId, frame.to);
      return;
    }
    if (this.state !== "auth") return; // a second auth changes nothing
    this.state = "replaying";
    clearTimeout(this.authTimer);
    this.enqueue(() => this.authenticate(frame.token, frame.lastSeq));
  }

  /**
   * A message sent over this socket, as the signed-in user: one socket's sends are handled one after
   * another (their order is the order they were sent in), apart from delivery, which keeps flowing.
   */
  private sendMessage(id: string, data: unknown, locale: string | undefined): void {
    const userId = this.userId;
    const handler = this.deps.sendMessage;
    if (this.draining) {
      // ≥ 500: the client sends it over HTTP with the same clientMsgId, which the proxy takes elsewhere.
      this.send({ type: "sendAck", id, code: 503, msg: "Service Unavailable: the server is restarting", data: null });
      return;
    }
    if (userId === undefined || !handler) {
      this.send({ type: "sendAck", id, code: 401, msg: "Unauthorized: Authorization verification failed", data: null });
      return;
    }
    this.sends = this.sends
      .then(() => handler(userId, data, locale))
      .then(
        (reply) => this.send({ type: "sendAck", id, ...reply }),
        () => this.send({ type: "sendAck", id, code: 500, msg: "server error", data: null }),
      );
  }

  private withinRate(): boolean {
    const now = Date.now();
    this.frameTimes = this.frameTimes.filter((t) => t > now - 1000);
    this.frameTimes.push(now);
    return this.frameTimes.length <= this.limits.maxFramesPerSecond;
  }

  private async authenticate(token: string, lastSeq: number): Promise<void> {
    const session = await this.deps.authenticate(token);
    if (!session || this.state === "closed") {
      this.send({ type: "error", code: 401, msg: "Unauthorized: Authorization verification failed" });
      this.close(CLOSE.authFailed, "unauthorized");
      return;
    }
    this.userId = session.userId;
    this.tokenHash = session.tokenHash;
    this.watchExpiry(session.expiresAt);
    // Subscribe before reading the replay, so nothing committed in between is missed.
    this.unsubscribe = this.deps.bus.subscribe(session.userId, (frame, origin) => this.onLive(frame, origin));
    this.onAuthenticated(this);
    const latest = await this.deps.events.currentSeq(session.userId);
    // A client ahead of the server (a reset database) starts again from the server's count.
    this.lastSent = Math.min(Math.max(0, lastSeq), latest);
    await this.sendStored(latest);
    if (this.isClosed()) return;
    this.send({ type: "ready", seq: this.lastSent });
    this.state = "live";
    const buffered = this.pending;
    this.pending = [];
    for (const { event, origin } of buffered) await this.deliver(event, origin);
  }

  private onLive(frame: ServerFrame, origin: FrameOrigin): void {
    if (this.state === "closed") return;
    if (frame.type === "conflict") {
      this.enqueue(() => this.checkSession());
      return;
    }
    // Typing notices are live only: shown when the socket is live, never replayed.
    if (frame.type === "typing") {
      if (this.state === "live") this.send(frame);
      return;
    }
    if (!("seq" in frame) || frame.type === "ready") return;
    if (this.state !== "live") {
      if (this.pending.length >= this.limits.maxPendingEvents) this.close(CLOSE.slowReader, "too far behind");
      else this.pending.push({ event: frame, origin });
      return;
    }
    this.enqueue(() => this.deliver(frame, origin));
  }

  /**
   * The bus may have dropped frames (it reconnected): send whatever is stored beyond lastSent, and
   * check the session (a dropped "sessions ended" signal has no seq to replay). During a replay the
   * task waits in the queue until the replay is done.
   */
  catchUp(): void {
    if (this.state === "auth" || this.state === "closed") return;
    this.enqueue(async () => {
      if (this.userId === undefined || this.isClosed()) return;
      await this.checkSession();
      if (!this.isClosed()) await this.sendStored(await this.deps.events.currentSeq(this.userId));
    });
  }

  /** Sends an event exactly once: older ones are dropped, a jump is filled from the database first. */
  private async deliver(event: ServerEvent, origin: FrameOrigin): Promise<void> {
    if (event.seq <= this.lastSent) return;
    if (event.seq > this.lastSent + 1) await this.sendStored(event.seq - 1);
    if (event.seq === this.lastSent + 1) this.sendEvent(event, origin);
  }

  /** Sends stored events after lastSent up to `upTo`, page by page, waiting for a slow socket to drain. */
  private async sendStored(upTo: number): Promise<void> {
    if (this.userId === undefined) return;
    while (this.state !== "closed" && this.lastSent < upTo) {
      const page = await this.deps.events.readEvents(this.userId, this.lastSent, this.limits.replayPage, upTo);
      if (page.length === 0) return;
      for (const event of page) this.sendEvent(event);
      await this.drain();
    }
  }

  /** `origin` only for a live event: a replay's delay is how long the device was away, not the server's. */
  private sendEvent(event: ServerEvent, origin?: FrameOrigin): void {
    this.send(event);
    this.lastSent = event.seq;
    if (event.type !== "message" || event.data.toUserId !== this.userId) return;
    // A message reached one of the receiver's devices (read receipts: "Delivered").
    this.deps.delivered?.(this.userId, event.data.fromUserId, event.data.time);
    if (origin) this.deps.metrics?.messageDelivered?.(origin, Math.max(0, this.deps.clock.now() - event.data.time) / 1000);
  }

  private async drain(): Promise<void> {
    const limit = this.limits.maxBufferedBytes / 2;
    for (let i = 0; i < 200 && this.state !== "closed" && this.socket.bufferedAmount > limit; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Checks the session again when it would have ended by itself (timers are capped at a day). */
  private watchExpiry(expiresAt: number): void {
    clearTimeout(this.sessionTimer);
    const delay = Math.min(Math.max(0, expiresAt - this.deps.clock.now()), DAY_MS);
    this.sessionTimer = setTimeout(() => this.enqueue(() => this.checkSession()), delay);
    // Like the heartbeat: a socket's timer never keeps a stopping process alive.
    this.sessionTimer.unref();
  }

  /**
   * Sessions of this user ended (the account feature publishes `conflict`) or this one's time is up:
   * if this socket's session is gone, close it — "conflict" when the user is logged in on another
   * device, unauthorized otherwise (logged out, password changed, account deleted, expired).
   */
  private async checkSession(): Promise<void> {
    if (!this.tokenHash || this.userId === undefined || this.state === "closed") return;
    const check = await this.deps.checkSession(this.userId, this.tokenHash);
    if (check.state === "live") return this.watchExpiry(check.expiresAt);
    if (this.isClosed()) return;
    if (check.state === "elsewhere") {
      this.send({ type: "conflict" });
      this.close(CLOSE.conflict, "logged in elsewhere");
      return;
    }
    this.send({ type: "error", code: 401, msg: "Unauthorized: the session has ended" });
    this.close(CLOSE.authFailed, "session ended");
  }

  send(frame: ServerFrame): void {
    if (this.state === "closed" || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      // A reader this slow would grow server memory without bound; it resumes by seq.
      this.state = "closed";
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(frame));
    this.deps.metrics?.frameOut(frame.type);
  }

  private isClosed(): boolean {
    return this.state === "closed";
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch(() => this.close(1011, "server error"));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) {
      this.socket.close(code, reason);
    }
    this.dispose();
  }

  /**
   * The process drains (SIGTERM): new sends are refused, those under way are answered, then the
   * client is told to reconnect (1012), which it does at once through the proxy to another process,
   * resuming by seq. A client that does not answer the close within `graceMs` is cut off.
   */
  async restart(graceMs: number): Promise<void> {
    this.draining = true;
    await this.sends;
    if (this.state !== "closed") {
      this.deps.metrics?.toldToReconnect?.();
      this.close(CLOSE.restart, "server restarting");
    }
    if (this.socket.readyState === this.socket.CLOSED) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => resolve(this.socket.terminate()), graceMs);
      this.socket.once("close", () => resolve(clearTimeout(timer)));
    });
  }

  /** The heartbeat: a socket that did not answer the previous ping is dead. */
  heartbeat(): void {
    if (!this.alive) {
      this.socket.terminate();
      this.dispose();
      return;
    }
    this.alive = false;
    if (this.socket.readyState === this.socket.OPEN) this.socket.ping();
  }

  private disposed = false;
  onDispose: (() => void) | undefined;

  private dispose(): void {
    this.state = "closed";
    clearTimeout(this.authTimer);
    clearTimeout(this.sessionTimer);
    if (this.disposed) return;
    this.disposed = true;
    this.unsubscribe?.();
    this.pending = [];
    this.onDispose?.();
  }
}

/** The client's frame, or undefined when it is not one we understand. */
export function parseClientFrame(text: string): ClientFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const frame = value as Record<string, unknown>;
  if (frame.type === "ping") return { type: "ping" };
  if (frame.type === "typing") return Number.isSafeInteger(frame.to) && (frame.to as number) > 0 ? { type: "typing", to: frame.to as number } : undefined;
  if (frame.type === "send") {
    if (typeof frame.id !== "string" || frame.id.length === 0 || frame.id.length > 64) return undefined;
    if (typeof frame.data !== "object" || frame.data === null) return undefined;
    const data = frame.data as Extract<ClientFrame, { type: "send" }>["data"];
    // The client's language, as Accept-Language would say it (bounded like a header value).
    const locale = typeof frame.locale === "string" && frame.locale.length <= 64 ? frame.locale : undefined;
    return { type: "send", id: frame.id, data, ...(locale ? { locale } : {}) };
  }
  if (frame.type !== "auth" || typeof frame.token !== "string" || frame.token.length > 256) return undefined;
  const lastSeq = frame.lastSeq === undefined ? 0 : frame.lastSeq;
  if (typeof lastSeq !== "number" || !Number.isSafeInteger(lastSeq) || lastSeq < 0) return undefined;
  return { type: "auth", token: frame.token, lastSeq };
}
