/**
 * The bus across server processes (REDIS_URL): every process delivers to its own sockets at once and
 * publishes the frame on one Redis channel; the other processes deliver what they receive to theirs.
 * Redis pub/sub is fire-and-forget, and that is enough here: the database holds every event with its
 * seq, so a frame lost while a subscriber was cut off is replayed when the subscription comes back
 * (`onResync`), and a socket that sees a seq jump fills it from the database anyway.
 *
 * One channel for all users keeps subscriptions out of the connect path (a per-user SUBSCRIBE would
 * race with the replay); each process reads every frame and drops those for users it does not hold.
 */
import { randomUUID } from "node:crypto";
import type { ServerFrame } from "@chat/protocol";
import { Redis } from "ioredis";
import type { RedisOptions } from "ioredis";
import { InProcessBus } from "./bus.js";
import type { Bus, BusListener, BusMetrics } from "./bus.js";
import type { Presence } from "./presence.js";
import { sharePresence } from "./shared-presence.js";
import type { ControlChannel, PresenceMessage } from "./shared-presence.js";

export const DEFAULT_CHANNEL = "chat:bus";

export interface RedisBusOptions {
  /** The channel the processes of one deployment share. */
  channel?: string;
  /** Redis CLIENT names: `<name>` for publishing, `<name>-sub` for the subscription. */
  name?: string;
  /** How long start-up waits for Redis before giving up. */
  connectTimeoutMs?: number;
  /** Delay before each reconnection attempt (ioredis retryStrategy); tests slow it down. */
  retryDelayMs?: (attempt: number) => number;
  /** How often each process repeats its presence roster (shared-presence.ts). */
  rosterEveryMs?: number;
  log?: (line: string) => void;
}

/**
 * On the channel: a frame for a user, or a presence message; `o` is the publishing process, `t` when
 * it published (epoch ms; absent from older processes, which ignore it in turn).
 */
type Envelope = { o: string; u: number; f: ServerFrame; t?: number } | { o: string; c: PresenceMessage };

export class RedisBus implements Bus, ControlChannel {
  private readonly local = new InProcessBus();
  private readonly origin = randomUUID();
  private readonly resyncListeners = new Set<() => void>();
  private readonly controlListeners = new Set<(origin: string, message: PresenceMessage) => void>();
  private rosterEveryMs: number | undefined;
  private lastError: string | undefined;
  private metrics: BusMetrics | undefined;
  private readonly log: (line: string) => void;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    log: ((line: string) => void) | undefined,
  ) {
    this.log = log ?? ((line) => console.warn(line));
  }

  /** The publishing connection, free for other commands (the rate limits use it). */
  get commands(): Redis {
    return this.publisher;
  }

  /** Connects both connections and subscribes; rejects when Redis does not answer in time. */
  static async connect(url: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const redisOptions: RedisOptions = {
      lazyConnect: true,
      connectionName: options.name ?? "chat-bus",
      retryStrategy: (attempt) => options.retryDelayMs?.(attempt) ?? Math.min(attempt * 200, 5_000),
    };
    // Commands (publishes, rate-limit scripts) fail within seconds while Redis is away, instead of
    // waiting in ioredis's queue for ~45 s of reconnects: a request gets a clear error, and sockets
    // catch up from the database once the bus is back.
    // The publishes (and rate-limit scripts) of one turn of the event loop go out in one write.
    const publisher = new Redis(url, { ...redisOptions, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS, enableAutoPipelining: true });
    const subscriber = new Redis(url, { ...redisOptions, connectionName: `${options.name ?? "chat-bus"}-sub` });
    const bus = new RedisBus(publisher, subscriber, options.channel ?? DEFAULT_CHANNEL, options.log);
    bus.rosterEveryMs = options.rosterEveryMs;
    bus.listen();
    const timeoutMs = options.connectTimeoutMs ?? 5_000;
    try {
      const ready = Promise.all([publisher.connect(), subscriber.connect()]).then(() => subscriber.subscribe(bus.channel));
      await withTimeout(ready, timeoutMs, `no answer within ${timeoutMs / 1000} s`);
    } catch (error) {
      publisher.disconnect();
      subscriber.disconnect();
      const reason = bus.lastError ?? (error instanceof Error ? error.message : String(error));
      throw new Error(`Redis at REDIS_URL could not be reached: ${reason}`, { cause: error });
    }
    return bus;
  }

  private listen(): void {
    this.subscriber.on("message", (channel: string, text: string) => {
      if (channel !== this.channel) return;
      // Every process reads every frame, and most are this process's own or for users with no socket
      // here: the envelope's first fields (publish() writes o, u, t first) tell, and those frames are
      // dropped without parsing them; the bus's lag is timed for every other process's frame.
      const head = FRAME_HEAD.exec(text);
      if (head?.[1] === this.origin) return;
      if (head) {
        this.timeLag(Number(head[3]));
        if (!this.local.has(Number(head[2]))) return;
      }
      const envelope = parseEnvelope(text);
      if (!envelope || envelope.o === this.origin) return;
      if ("c" in envelope) for (const listener of this.controlListeners) listener(envelope.o, envelope.c);
      else {
        if (!head && typeof envelope.t === "number") this.timeLag(envelope.t);
        this.local.publish(envelope.u, envelope.f, "other");
      }
    });
    // ioredis reconnects by itself; each return after a loss is counted (a climbing count is a flaky Redis or network).
    for (const [connection, name] of [[this.publisher, "publisher"], [this.subscriber, "subscriber"]] as const) {
      let down = false;
      connection.on("close", () => (down = true));
      connection.on("ready", () => {
        if (down) this.metrics?.reconnected(name);
        down = false;
      });
    }
    let lost = false;
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on("error", (error: Error) => {
        this.lastError = error.message;
        this.log(`redis bus: ${error.message}`);
      });
    }
    this.subscriber.on("close", () => {
      lost = true;
    });
    // Frames published while the subscription was down are gone. Once Redis confirms the channel
    // again (a SUBSCRIBE answers after ioredis's own resubscription on the same connection), every
    // socket reads what it missed from the database; anything later arrives on the channel.
    this.subscriber.on("ready", () => {
      if (!lost) return;
      lost = false;
      this.subscriber.subscribe(this.channel).then(
        () => {
          for (const listener of this.resyncListeners) listener();
        },
        (error: unknown) => this.log(`redis bus: resubscribe failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    });
  }

  publish(userId: number, frame: ServerFrame): void {
    this.local.publish(userId, frame);
    // In this order: the receivers read o, u and t without parsing the frame (FRAME_HEAD).
    this.send({ o: this.origin, u: userId, t: Date.now(), f: frame });
  }

  /** How long a frame published at `sentAt` took to arrive. */
  private timeLag(sentAt: number): void {
    // Across hosts this includes their clocks' difference; a clock behind ours reads as no lag.
    this.metrics?.lag(Math.max(0, Date.now() - sentAt) / 1000);
  }

  publishControl(message: PresenceMessage): void {
    this.send({ o: this.origin, c: message });
  }

  onControl(listener: (origin: string, message: PresenceMessage) => void): () => void {
    this.controlListeners.add(listener);
    return () => this.controlListeners.delete(listener);
  }

  measure(metrics: BusMetrics): void {
    this.metrics = metrics;
    this.local.measure(metrics);
  }

  sharePresence(presence: Presence): () => void {
    return sharePresence(this, presence, this.rosterEveryMs);
  }

  private send(envelope: Envelope): void {
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((error: unknown) => {
      // Other processes' sockets catch up by seq (next event or reconnect); nothing is lost for good.
      this.log(`redis bus: publish failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  subscribe(userId: number, listener: BusListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  connected(): boolean {
    return this.publisher.status === "ready" && this.subscriber.status === "ready";
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Quits politely, or drops the connections after a second (a Redis that is away would hold quit()). */
  async close(): Promise<void> {
    const quit = Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
    await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

const COMMAND_TIMEOUT_MS = 2_000;
/** The start of a frame's envelope as publish() writes it: the origin, the user and when it was sent. */
const FRAME_HEAD = /^\{"o":"([0-9a-f-]{36})","u":(\d+),"t":(\d+),"f":/;

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value = JSON.parse(text) as { o?: unknown; u?: unknown; f?: unknown; c?: unknown };
    if (typeof value.o !== "string") return undefined;
    if (typeof value.u === "number" && value.f && typeof value.f === "object") return value as Envelope;
    if (value.c && typeof value.c === "object") return value as Envelope;
  } catch {
    // Not ours: another program on the channel.
  }
  return undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
