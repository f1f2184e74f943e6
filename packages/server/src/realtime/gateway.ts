/**
 * The real-time gateway at `/ws` (@fastify/websocket): origin check, 64 KB frame cap, heartbeats and
 * the per-socket protocol of connection.ts.
 */
import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../http/envelope.js";
import { Connection } from "./connection.js";
import type { GatewayLimits } from "./connection.js";
import type { GatewayDeps } from "./gateway-deps.js";

export interface GatewayOptions extends GatewayLimits {
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
};

/** Sockets pinged in one go of the heartbeat. */
const HEARTBEAT_SLICE = 250;

export async function registerGateway(app: FastifyInstance, deps: GatewayDeps, overrides: Partial<GatewayOptions> = {}): Promise<void> {
  const options = { ...DEFAULT_GATEWAY, ...overrides };
  await app.register(websocket, { options: { maxPayload: options.maxPayloadBytes } });
  const connections = new Set<Connection>();

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
    (socket) => {
      const connection = new Connection(deps, socket, options, (c) => {
        if (c.userId !== undefined) deps.presence.connected(c.userId);
      });
      connections.add(connection);
      connection.onDispose = () => {
        connections.delete(connection);
        if (connection.userId !== undefined) deps.presence.disconnected(connection.userId);
      };
    },
  );
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
