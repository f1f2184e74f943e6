/** A gateway client for tests: the real `ws` package against a listening server. */
import type { ServerFrame } from "@chat/protocol";
import WebSocket from "ws";

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Waits for the first frame (after those already taken) matching `match`. */
  next(match?: (f: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  /** Sends a JSON value (or a raw string). */
  send(value: unknown): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Resolves with the close code and reason, heard from the start (a close can come before a test asks). */
  closedWith: Promise<{ code: number; reason: string }>;
  auth(token: string, lastSeq?: number): Promise<Extract<ServerFrame, { type: "ready" }>>;
  close(): void;
}

export async function connectWs(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, { headers });
  const frames: ServerFrame[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  ws.on("message", (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const w of waiters.splice(0)) w();
  });
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const closed = closedWith.then(({ code }) => code);
  ws.on("close", () => {
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    closedWith,
    send: (value) => ws.send(typeof value === "string" ? value : JSON.stringify(value)),
    close: () => ws.close(),
    async next(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < frames.length) {
          const frame = frames[taken++] as ServerFrame;
          if (match(frame)) return frame;
        }
        if (ws.readyState === WebSocket.CLOSED) throw new Error("socket closed while waiting for a frame");
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async auth(token, lastSeq = 0) {
      socket.send({ type: "auth", token, lastSeq });
      return (await socket.next((f) => f.type === "ready")) as Extract<ServerFrame, { type: "ready" }>;
    },
  };
  return socket;
}
