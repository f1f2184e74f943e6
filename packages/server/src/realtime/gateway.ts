/**
 * The real-time gateway at `/ws` (@fastify/websocket): origin check, 64 KB frame cap, heartbeats, the
 * caps on sockets per user and per address (socket-limits.ts) and the per-socket protocol of
 * connection.ts.
 */
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../http/envelope.js";
import { CLOSE, Connection } from "./connection.js";
import type { GatewayLimits } from "./connection.js";
import type { GatewayDeps } from "./gateway-deps.js";
import { DEFAULT_SOCKET_CAPS, SocketLimits } from "./socket-limits.js";
import type { SocketCaps } from "./socket-limits.js";

export interface GatewayOptions extends GatewayLimits, SocketCaps {
  /** Ping every socket this often; one that missed the previous pong is closed. */
  heartbeatMs: number;
  /** Largest frame a client may send. */
  maxPayloadBytes: number;
}

export const DEFAULT_GATEWAY: GatewayOptions = {
  heartbeatMs: 25_000,
  maxPayloadBytes: 64 * 1024,
  authTimeoutMs: 10_000,
  maxFramesPerSecond: 20,
  maxBufferedBytes: 1024 * 1024,
  maxPendingEvents: 10_000,
  replayPage: 500,
  ...DEFAULT_SOCKET_CAPS,
};

/** Sockets pinged in one go of the heartbeat (and told to reconnect in one go of a drain). */
const HEARTBEAT_SLICE = 250;
/** How long a drained socket's client has to answer the close before it is cut off. */
const CLOSE_GRACE_MS = 2_000;

export interface Gateway {
  /**
   * The process drains: every socket, and any that opens from now on, refuses new sends, answers
   * those under way and closes with 1012 (the client reconnects elsewhere at once and resumes by
   * seq). Resolves when every socket is closed.
   */
  drain(): Promise<void>;
}

export async function registerGateway(app: FastifyInstance, deps: GatewayDeps, overrides: Partial<GatewayOptions> = {}): Promise<Gateway> {
  const options = { ...DEFAULT_GATEWAY, ...overrides };
  await app.register(websocket, { options: { maxPayload: options.maxPayloadBytes } });
  const connections = new Set<Connection>();
  let draining = false;
  const limits = new SocketLimits<Connection>(options);
  deps.metrics?.observeSockets(() => {
    let authenticated = 0;
    for (const c of connections) if (c.userId !== undefined) authenticated++;
    return { open: connections.size, authenticated };
  });

  // Thousands of pings in one go would hold the thread for tens of milliseconds (every message waiting
  // behind them): a slice at a time, with the frames that arrived in between handled between slices.
  const timer = setInterval(() => {
    const all = [...connections];
    const slice = (from: number) => {
      for (const c of all.slice(from, from + HEARTBEAT_SLICE)) c.heartbeat();
      if (from + HEARTBEAT_SLICE < all.length) setImmediate(slice, from + HEARTBEAT_SLICE);
    };
    slice(0);
  }, options.heartbeatMs);
  timer.unref();
  // Frames from other processes may have been lost while the bus was cut off: read them from the database.
  const stopResync = deps.bus.onResync?.(() => {
    for (const c of connections) c.catchUp();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    stopResync?.();
  });

  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (request) => {
        if (!originAllowed(deps, request)) throw new AppError(403, "forbidden", 403);
      },
    },
    (socket, request) => {
      // A browser cannot read the HTTP status of a refused handshake, but it can read a close code.
      const address = request.ip;
      if (!limits.opened(address)) {
        socket.close(CLOSE.flood, "too many sockets from this address");
        return;
      }
      const connection = new Connection(deps, socket, options, (c) => {
        if (c.userId === undefined) return;
        deps.presence.connected(c.userId);
        for (const oldest of limits.signedIn(c.userId, c)) oldest.close(CLOSE.replaced, "replaced by a newer connection");
      });
      connections.add(connection);
      connection.onDispose = () => {
        connections.delete(connection);
        limits.closed(address);
        if (connection.userId === undefined) return;
        limits.signedOut(connection.userId, connection);
        deps.presence.disconnected(connection.userId);
      };
      // Came in on a connection the proxy had open before the drain: off to another process too.
      if (draining) void connection.restart(CLOSE_GRACE_MS);
    },
  );

  return {
    async drain() {
      draining = true;
      const all = [...connections];
      const closed: Promise<void>[] = [];
      // A slice at a time, like the heartbeat; it also spreads the reconnects a little.
      for (let from = 0; from < all.length; from += HEARTBEAT_SLICE) {
        for (const c of all.slice(from, from + HEARTBEAT_SLICE)) closed.push(c.restart(CLOSE_GRACE_MS));
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(closed);
    },
  };
}

/**
 * Browsers always send Origin on a WebSocket handshake; another site's page must not open a socket
 * with our user's token. Allowed: our own origin (PUBLIC_ORIGIN or the Host), ALLOWED_ORIGINS.
 * Non-browser clients send no Origin and still need a token.
 */
export function originAllowed(deps: Pick<GatewayDeps, "allowedOrigins" | "publicOrigin">, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const allowed = [...deps.allowedOrigins, ...(deps.publicOrigin ? [deps.publicOrigin] : [])];
  if (allowed.some((a) => sameOrigin(a, origin))) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
