/**
 * The default Transport: our gateway at `/ws`. The token travels in the first frame (never the URL,
 * which proxies log); JSON frames; a ping every 25 s, and a socket that stayed silent for a whole
 * ping interval is treated as dead.
 */
import type { ClientFrame, ServerFrame } from "@chat/protocol";
import type { Transport } from "./transport.js";

/** The part of the browser's WebSocket this transport uses. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface GatewayTransportOptions {
  /** `wss://host/ws` (see `gatewayUrl`). */
  url: string;
  /** Default: globalThis.WebSocket. */
  WebSocket?: WebSocketConstructor;
  pingIntervalMs?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export const PING_INTERVAL_MS = 25_000;
/** Our own close code for a socket that stopped answering (browsers allow 4000–4999). */
export const HEARTBEAT_TIMEOUT_CODE = 4000;
const OPEN = 1;

/** The gateway URL for an API base ("" = this page's origin): http → ws, https → wss, path `/ws`. */
export function gatewayUrl(baseUrl: string, location: { protocol: string; host: string } | undefined = globalThis.location): string {
  const base = new URL(baseUrl || "/", location ? `${location.protocol}//${location.host}` : undefined);
  base.protocol = base.protocol === "https:" ? "wss:" : "ws:";
  base.pathname = `${base.pathname.replace(/\/+$/, "")}/ws`;
  base.search = "";
  base.hash = "";
  return base.toString();
}

export function gatewayTransport(options: GatewayTransportOptions): Transport {
  const setInt = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clearInt = options.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  return {
    open({ token, lastSeq, onFrame, onClose }) {
      const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketConstructor);
      const socket = new Socket(options.url);
      let ended = false;
      let heard = true;
      const send = (frame: ClientFrame) => {
        if (ended || socket.readyState !== OPEN) return false;
        socket.send(JSON.stringify(frame));
        return true;
      };
      const finish = (code: number, reason: string) => {
        if (ended) return;
        ended = true;
        clearInt(pinger);
        socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
        onClose({ code, reason });
      };
      const pinger = setInt(() => {
        if (!heard) {
          socket.close(HEARTBEAT_TIMEOUT_CODE, "heartbeat timeout");
          finish(HEARTBEAT_TIMEOUT_CODE, "heartbeat timeout");
          return;
        }
        heard = false;
        send({ type: "ping" });
      }, options.pingIntervalMs ?? PING_INTERVAL_MS);

      socket.onopen = () => send({ type: "auth", token, lastSeq });
      socket.onmessage = (event) => {
        heard = true;
        const frame = parseServerFrame(event.data);
        if (frame) onFrame(frame);
      };
      socket.onclose = (event) => finish(event.code, event.reason);
      socket.onerror = () => {
        // A close event follows every error; acting on both would report the end twice.
      };
      return {
        close() {
          if (ended) return;
          socket.close(1000, "client closed");
          finish(1000, "client closed");
        },
        send,
      };
    },
  };
}

/** A server frame, or undefined for anything that is not a JSON object with a string `type`. */
export function parseServerFrame(data: unknown): ServerFrame | undefined {
  if (typeof data !== "string") return undefined;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string") return value as ServerFrame;
  } catch {
    // A frame we cannot read is skipped; the seq check notices anything missing.
  }
  return undefined;
}
