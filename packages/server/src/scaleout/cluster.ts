/**
 * A whole deployment on this machine for the scale-out tests and `npm run chaos`: PostgreSQL (a
 * schema of its own in TEST_DATABASE_URL), a redis-server child, s3rver, Nginx with the repository's
 * configuration, and N real server processes (`node --import tsx packages/server/src/main.ts`) on
 * fixed ports, each of which can be killed with SIGKILL (or drained with SIGTERM) and started again.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery } from "../db/test-helpers.js";
import { REPO_ROOT } from "../config.js";
import { openDatabase } from "../db/database.js";
import type { Database } from "../db/database.js";
import { startTestS3 } from "../storage/test-s3.js";
import type { TestS3 } from "../storage/test-s3.js";
import { freePort, startRedisServer } from "../testing/redis-server.js";
import type { TestRedisServer } from "../testing/redis-server.js";
import { startNginx } from "./test-nginx.js";
import type { TestNginx } from "./test-nginx.js";
import { SERVER_NODE_ARGS } from "../../node-args.mjs";

export interface Cluster {
  /** Nginx: where clients go. */
  url: string;
  /** Each process's own address. */
  nodes: string[];
  /** The deployment's database, for fixtures and checks. */
  database: Database;
  /** SIGKILLs process i (a crash); resolves when it is gone. */
  kill(i: number): Promise<void>;
  /** SIGTERMs process i (it drains); resolves when it exited, with its exit code, how long it took and its log. */
  terminate(i: number): Promise<{ code: number | null; ms: number; output: string }>;
  /** Starts process i again on its port; resolves when it answers. */
  start(i: number): Promise<void>;
  close(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it answered: ${output().slice(-2000)}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`server did not answer within a minute: ${output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `env`: more variables for every process (DRAIN_TIMEOUT_S…). */
export async function startCluster(pgUrl: string, size = 3, env: Record<string, string> = {}): Promise<Cluster> {
  const schema = `cluster_${randomBytes(4).toString("hex")}`;
  await adminQuery(pgUrl, `create schema "${schema}"`);
  const databaseUrl = `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  let redis: TestRedisServer | undefined;
  let s3: TestS3 | undefined;
  let nginx: TestNginx | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "chat-cluster-"));
  const children: (ChildProcess | undefined)[] = [];
  const ports: number[] = [];
  const outputs: string[] = [];
  const database = openDatabase({ url: pgUrl, pgSchema: schema });

  const start = async (i: number) => {
    let output = "";
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, "packages/server/src/main.ts", "--no-demo"], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(ports[i]),
        DATA_DIR: join(dataDir, `node${i}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis?.url ?? "",
        S3_URL: s3?.url ?? "",
        TRUST_PROXY: "127.0.0.1",
        TRANSLATOR: "none",
        DEMO: "0",
        ...env,
      },
    });
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (outputs[i] = output = (output + chunk.toString()).slice(-20_000)));
    children[i] = child;
    await waitForHealth(`http://127.0.0.1:${ports[i]}`, child, () => output);
  };
  const kill = async (i: number) => {
    const child = children[i];
    children[i] = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  };
  const terminate = async (i: number) => {
    const child = children[i];
    children[i] = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error(`process ${i} is not running`);
    const started = Date.now();
    // "close": after the last of its output was read, not only its exit.
    const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await exited;
    return { code, ms: Date.now() - started, output: outputs[i] ?? "" };
  };
  const close = async () => {
    await nginx?.close();
    await Promise.all(children.map((_, i) => kill(i)));
    await database.close();
    await redis?.close();
    await s3?.close();
    await adminQuery(pgUrl, `drop schema if exists "${schema}" cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    redis = await startRedisServer();
    s3 = await startTestS3();
    while (ports.length < size) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    // The first migrates the empty schema; the others start together.
    await start(0);
    await Promise.all(ports.slice(1).map((_, i) => start(i + 1)));
    nginx = await startNginx(ports);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: nginx.url, nodes: ports.map((p) => `http://127.0.0.1:${p}`), database, kill, terminate, start, close };
}
