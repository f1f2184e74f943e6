/**
 * The plumbing of the local provider fakes: a node:http server on a free port with JSON routes, and a
 * queue of webhook deliveries that tests send when and as often as they like (replay, reorder,
 * duplicate, delay).
 */
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  json(): Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Raw body with its content type (HTML pages, scripts). */
  raw?: { type: string; text: string };
  location?: string;
  /** Extra response headers (Retry-After). */
  headers?: Record<string, string>;
}

export type FakeRoute = (request: FakeRequest, match: RegExpExecArray) => FakeReply | Promise<FakeReply>;

/** A webhook the fake would send: exact bytes and headers, sent by the test. */
export interface Delivery {
  eventId: string;
  type: string;
  body: string;
  headers: Record<string, string>;
}

export class FakeServer {
  readonly deliveries: Delivery[] = [];
  /** Where webhooks go (our server's endpoint); set by the test. */
  webhookUrl = "";
  /** Send each new delivery at once (the e2e); tests that reorder leave it off. */
  autoDeliver = false;
  private server: Server | undefined;
  url = "";

  /** The provider's routes: method, path pattern, handler. */
  protected routes: [string, RegExp, FakeRoute][] = [];

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Queues a delivery (and sends it when `autoDeliver`). */
  async queue(delivery: Delivery): Promise<void> {
    this.deliveries.push(delivery);
    if (this.autoDeliver && this.webhookUrl) await this.send(delivery);
  }

  /** Sends one delivery to `webhookUrl`; answers the HTTP status our server gave. */
  async send(delivery: Delivery, headers: Record<string, string> = {}): Promise<number> {
    const response = await fetch(this.webhookUrl, { method: "POST", headers: { "content-type": "application/json", ...delivery.headers, ...headers }, body: delivery.body });
    await response.text();
    return response.status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", this.url);
    const body = Buffer.concat(chunks).toString("utf8");
    const request: FakeRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body, json: () => (body ? (JSON.parse(body) as Record<string, unknown>) : {}) };
    let reply: FakeReply = { status: 404, body: { name: "RESOURCE_NOT_FOUND" } };
    for (const [method, pattern, route] of this.routes) {
      const match = method === request.method ? pattern.exec(request.path) : null;
      if (match) {
        try {
          reply = await route(request, match);
        } catch (error) {
          reply = { status: 500, body: { message: String(error) } };
        }
        break;
      }
    }
    if (reply.location) res.setHeader("location", reply.location);
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
    if (reply.raw) {
      res.writeHead(reply.status, { "content-type": reply.raw.type });
      res.end(reply.raw.text);
    } else {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
    }
  }
}

export const bearer = (request: FakeRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
export const randomId = (prefix: string, length = 17) => prefix + Array.from({ length }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[Math.floor(Math.random() * 34)]).join("");
