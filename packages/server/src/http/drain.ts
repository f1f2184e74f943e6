/**
 * Graceful drain on SIGTERM (main.ts; docs/operations.md, "Restarting without dropping anyone"). The
 * process stops accepting connections at once (Nginx then takes new ones, POSTs included, to the
 * others: a refused connection never carried a request), answers `/api/ready` with 503 `draining`,
 * answers the HTTP requests already on their way with `Connection: close`, tells each gateway socket
 * to reconnect (1012) once its sends under way are answered, then finishes the outboxes' due work, and
 * only then closes the app. Each step gives up at the deadline, so the process always exits in time.
 */
import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";

/** What is finished first (sockets and requests, which write outbox rows), then after it (the outboxes). */
export type DrainStage = "connections" | "outboxes";

export class Drain {
  private startedAt: number | undefined;
  private readonly work: Record<DrainStage, Array<() => Promise<unknown>>> = { connections: [], outboxes: [] };

  /** True from the start of the drain: readiness answers 503, gateway sends are refused. */
  get draining(): boolean {
    return this.startedAt !== undefined;
  }

  /** Work to finish before the process exits, run together with the rest of its stage. */
  add(stage: DrainStage, task: () => Promise<unknown>): void {
    this.work[stage].push(task);
  }

  /**
   * Drains: stops `server` accepting and waits for its connections (requests and sockets) to end,
   * then for the outboxes. Resolves true when all of it finished before `deadline` (epoch ms).
   */
  async run(server: Server, deadline: number): Promise<boolean> {
    this.startedAt ??= Date.now();
    // Resolves once every connection ended; an error only means it was not listening (tests that inject).
    const ended = new Promise<void>((resolve) => server.close(() => resolve()));
    const connections = await within(Promise.all([ended, ...this.work.connections.map((task) => task())]), deadline);
    if (!connections) server.closeAllConnections();
    const outboxes = await within(Promise.all(this.work.outboxes.map((task) => task())), deadline);
    return connections && outboxes;
  }
}

/**
 * The app's drain: `app.drain`. While draining every answer says `Connection: close`, so a proxy's
 * kept-alive connection ends with the request it carries instead of bringing the next one here.
 */
export function registerDrain(app: FastifyInstance, metrics?: { observeDraining(read: () => boolean): void }): Drain {
  const drain = new Drain();
  app.decorate("drain", drain);
  metrics?.observeDraining(() => drain.draining);
  app.addHook("onRequest", (_request, reply, done) => {
    if (drain.draining) reply.header("connection", "close");
    done();
  });
  return drain;
}

export interface DrainReport {
  /** Everything finished before the deadline (false: the rest was cut off). */
  finished: boolean;
  ms: number;
}

/**
 * Drains the running server within `timeoutMs`, then closes it (database, bus, metrics listener). A
 * share of the time is kept for the closing, so the whole stays within the timeout.
 */
export async function drainAndClose(server: { app: FastifyInstance; close(): Promise<void> }, timeoutMs: number): Promise<DrainReport> {
  const started = Date.now();
  const closing = Math.min(2_000, timeoutMs / 4);
  const finished = await server.app.drain.run(server.app.server, started + timeoutMs - closing);
  await server.close();
  return { finished, ms: Date.now() - started };
}

/** Whether `work` settled before `deadline`. */
async function within(work: Promise<unknown>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([work.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The process's drain (http/drain.ts). */
    drain: Drain;
  }
}
