/**
 * The inbox's live feed: `GET /api/admin/support/feed`, server-sent events read with fetch() because
 * EventSource cannot send the operator's token header. Each event names a member whose thread changed
 * (`data: {"memberId":N}`). A dropped or silent connection is opened again after a growing, jittered
 * wait; a refused token stops it, and so does `stop()` (the section unmounting, which logout does).
 */
import type { SupportFeedEvent } from "@chat/protocol";
import { atom, type ReadableAtom } from "nanostores";
import { OPERATOR_HEADER } from "../console-api.js";
import { createSseParser } from "./sse-parser.js";

/** `open` while connected; `waiting` between a failure and the next attempt. */
export type FeedState = "connecting" | "open" | "waiting" | "stopped";

export interface SupportFeedOptions {
  /** The feed's address, e.g. "/api/admin/support/feed". */
  url: string;
  fetch?: typeof fetch;
  /** The operator's token at the time of each connection; none stops the feed. */
  getToken: () => string | null;
  onEvent: (event: SupportFeedEvent) => void;
  /** After every connection, the first included: what changed while disconnected is unknown, so reload. */
  onOpen?: () => void;
  /** The server refused the token (401, 403): the feed stops for good. */
  onRefused?: () => void;
  /** The first wait before reconnecting, doubled after each failure in a row up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** With no byte for this long (the server pings every 25 s) the connection counts as dead. */
  silenceMs?: number;
  /** 0 ≤ n < 1; spreads reconnections so consoles do not all come back in the same second. */
  random?: () => number;
}

export interface SupportFeed {
  $state: ReadableAtom<FeedState>;
  start(): void;
  stop(): void;
}

/** The wait before attempt number `failures` (1, 2, …): doubling from `min` up to `max`, between half and all of it. */
export function reconnectDelay(failures: number, min: number, max: number, random: number): number {
  const full = Math.min(max, min * 2 ** Math.max(0, failures - 1));
  return Math.round(full / 2 + (full / 2) * random);
}

function feedEvent(data: string): SupportFeedEvent | null {
  try {
    const value = JSON.parse(data) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const memberId = (value as { memberId?: unknown }).memberId;
    return typeof memberId === "number" && Number.isInteger(memberId) && memberId > 0 ? { memberId } : null;
  } catch {
    return null;
  }
}

export function createSupportFeed(options: SupportFeedOptions): SupportFeed {
  const { url, getToken, onEvent, minDelayMs = 1_000, maxDelayMs = 30_000, silenceMs = 60_000, random = Math.random } = options;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const $state = atom<FeedState>("stopped");
  let running = false;
  let current: AbortController | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const watch = (connection: AbortController) => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => connection.abort(), silenceMs);
  };

  async function read(body: ReadableStream<Uint8Array>, connection: AbortController) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser(({ event, data }) => {
      const parsed = event === "message" ? feedEvent(data) : null;
      if (parsed && current === connection) onEvent(parsed);
    });
    watch(connection);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || current !== connection) return;
        watch(connection);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(silenceTimer);
      reader.releaseLock();
    }
  }

  async function connect() {
    const token = getToken();
    if (!token) return stop();
    const connection = new AbortController();
    current = connection;
    $state.set("connecting");
    try {
      const response = await send(url, { headers: { [OPERATOR_HEADER]: token, Accept: "text/event-stream" }, cache: "no-store", signal: connection.signal });
      if (current !== connection) return;
      if (response.status === 401 || response.status === 403) {
        stop();
        options.onRefused?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`the feed answered ${response.status}`);
      failures = 0;
      $state.set("open");
      options.onOpen?.();
      await read(response.body, connection);
    } catch {
      // The network, the watchdog or a bad answer ended it: tried again below.
    }
    if (current !== connection || !running) return;
    failures += 1;
    $state.set("waiting");
    retryTimer = setTimeout(() => void connect(), reconnectDelay(failures, minDelayMs, maxDelayMs, random()));
  }

  function stop() {
    running = false;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    const connection = current;
    current = null;
    connection?.abort();
    $state.set("stopped");
  }

  return {
    $state,
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void connect();
    },
    stop,
  };
}
