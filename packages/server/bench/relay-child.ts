/**
 * The bare relay of `npm run bench`, in a process of its own like the chat server: the same frames
 * (auth → ready, send → the receiver's message and the sender's sendAck), JSON in and out, but no
 * storage, no session check and no rules. User ids are the token's index.
 */
import { WebSocketServer } from "ws";
import type WebSocket from "ws";
import { answerLoopQueries } from "./loop-watch.js";

interface Frame {
  type: string;
  id?: string;
  token?: string;
  data?: { toUserId: number; clientMsgId: string; content: string };
}

const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
await new Promise((r) => wss.once("listening", r));
const byUser = new Map<number, WebSocket>();
wss.on("connection", (ws) => {
  let me = -1;
  ws.on("message", (raw) => {
    const frame = JSON.parse(String(raw)) as Frame;
    if (frame.type === "auth" && frame.token) {
      me = Number(/^benchtoken-(\d+)-/.exec(frame.token)?.[1] ?? -1);
      byUser.set(me, ws);
      ws.send(JSON.stringify({ type: "ready", seq: 0 }));
    } else if (frame.type === "send" && frame.data) {
      const message = { id: frame.data.clientMsgId, clientMsgId: frame.data.clientMsgId, fromUserId: me, toUserId: frame.data.toUserId, type: "txt", msg: frame.data.content, time: Date.now() };
      byUser.get(frame.data.toUserId)?.send(JSON.stringify({ type: "message", seq: 0, data: message }));
      ws.send(JSON.stringify({ type: "sendAck", id: frame.id, code: 200, data: { messageId: message.id, message } }));
    }
  });
});

answerLoopQueries();
const gc = (globalThis as { gc?: () => void }).gc;
process.on("message", (msg: { type: string }) => {
  if (msg.type === "memory") {
    gc?.();
    const m = process.memoryUsage();
    process.send?.({ type: "memory", rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers });
  }
  if (msg.type === "stop") wss.close(() => process.exit(0));
});
const port = (wss.address() as { port: number }).port;
const users = Number(process.env.BENCH_USERS ?? 5000);
process.send?.({ type: "ready", base: `http://127.0.0.1:${port}`, ids: Array.from({ length: users }, (_, i) => i) });
