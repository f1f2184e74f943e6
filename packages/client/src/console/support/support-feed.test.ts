import type { SupportFeedEvent } from "@chat/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser.js";
import { createSupportFeed, reconnectDelay, type SupportFeedOptions } from "./support-feed.js";

describe("the event-stream parser", () => {
  const parse = (chunks: string[]) => {
    const seen: SseMessage[] = [];
    const parser = createSseParser((m) => seen.push(m));
    for (const c of chunks) parser.push(c);
    return seen;
  };

  it("given chunks cut anywhere, dispatches each event once, at its blank line", () => {
    expect(parse(['da', 'ta: {"memberId"', ':7}\n', '\ndata: {"memberId":8}\n\n'])).toEqual([
      { event: "message", data: '{"memberId":7}' },
      { event: "message", data: '{"memberId":8}' },
    ]);
  });

  it("given CRLF endings split between chunks, reads no empty line between the CR and the LF", () => {
    expect(parse(["data: a\r", "\ndata: b\r\n", "\r", "\n"])).toEqual([{ event: "message", data: "a\nb" }]);
  });

  it("given comments (the pings), named events and fields without a space, keeps them apart", () => {
    expect(parse([": ping\n\n", "event: hello\ndata:x\n\n", "data\n\n", "id: 3\n\n"])).toEqual([
      { event: "hello", data: "x" },
      { event: "message", data: "" },
    ]);
  });

  it("given an event without its blank line yet, waits for it", () => {
    expect(parse(["data: 1\n"])).toEqual([]);
  });
});

describe("reconnectDelay", () => {
  it("doubles from the first wait up to the ceiling, between half and all of it", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelay(n, 1_000, 30_000, 0.999_999))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(reconnectDelay(3, 1_000, 30_000, 0)).toBe(2_000);
  });
});

interface Connection {
  headers: Headers;
  signal: AbortSignal;
  push(text: string): void;
  end(): void;
}

/** A fetch answering the feed with streams the test writes into, or with the statuses it queues. */
function feedServer() {
  const connections: Connection[] = [];
  const statuses: number[] = [];
  const calls: number[] = [];
  const encoder = new TextEncoder();
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(Date.now());
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response("", { status });
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
    const signal = init?.signal ?? new AbortController().signal;
    signal.addEventListener("abort", () => stream.error(new DOMException("aborted", "AbortError")));
    connections.push({ headers: new Headers(init?.headers), signal, push: (t) => stream.enqueue(encoder.encode(t)), end: () => stream.close() });
    return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, connections, statuses, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

function startFeed(server: ReturnType<typeof feedServer>, extra: Partial<SupportFeedOptions> = {}) {
  const events: SupportFeedEvent[] = [];
  const opened = vi.fn();
  const refused = vi.fn();
  const feed = createSupportFeed({ url: "/api/admin/support/feed", fetch: server.fetch, getToken: () => "token-token-token", onEvent: (e) => events.push(e), onOpen: opened, onRefused: refused, random: () => 0.999_999, ...extra });
  feed.start();
  return { feed, events, opened, refused };
}

describe("the support feed", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends the operator's token and hands over each member event, ignoring pings and anything malformed", async () => {
    const server = feedServer();
    const { feed, events, opened } = startFeed(server);
    await settle();
    expect(feed.$state.get()).toBe("open");
    expect(opened).toHaveBeenCalledTimes(1);
    const [connection] = server.connections;
    expect(connection?.headers.get("X-Operator-Token")).toBe("token-token-token");
    connection?.push(': ping\n\ndata: {"memberId":');
    connection?.push('12}\n\ndata: not json\n\ndata: {"memberId":"7"}\n\ndata: {"memberId":13}\n\n');
    await settle();
    expect(events).toEqual([{ memberId: 12 }, { memberId: 13 }]);
    feed.stop();
  });

  it("after the stream ends, connects again, and after failures in a row waits longer each time", async () => {
    const server = feedServer();
    const { feed, opened } = startFeed(server);
    await settle();
    server.statuses.push(502, 502, 502);
    server.connections[0]?.end();
    await settle();
    expect(feed.$state.get()).toBe("waiting");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(server.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(server.calls).toHaveLength(5);
    expect(feed.$state.get()).toBe("open");
    expect(opened).toHaveBeenCalledTimes(2);
    // A good connection starts the count again: the next drop waits the first delay.
    server.connections[1]?.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(6);
    feed.stop();
  });

  it("takes a connection silent for a minute as dead and opens another", async () => {
    const server = feedServer();
    const { feed } = startFeed(server);
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    server.connections[0]?.push(": ping\n\n");
    await vi.advanceTimersByTimeAsync(59_000);
    expect(server.connections[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections).toHaveLength(2);
    feed.stop();
  });

  it("given a refused token, stops for good and says so", async () => {
    const server = feedServer();
    server.statuses.push(401);
    const { feed, refused } = startFeed(server);
    await settle();
    expect(feed.$state.get()).toBe("stopped");
    expect(refused).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
  });

  it("when stopped (logout, the section closed), closes the stream and never connects again", async () => {
    const server = feedServer();
    const { feed, events } = startFeed(server);
    await settle();
    feed.stop();
    expect(server.connections[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls).toHaveLength(1);
    expect(events).toEqual([]);
    expect(feed.$state.get()).toBe("stopped");
  });

  it("without a token, asks nothing", async () => {
    const server = feedServer();
    const { feed } = startFeed(server, { getToken: () => null });
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(feed.$state.get()).toBe("stopped");
  });
});
