/**
 * Child processes for the backup round trip: a real server (`main.ts`) on a SQLite data folder, and
 * the admin CLI as an operator runs it.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { REPO_ROOT } from "../config.js";
import { freePort } from "../testing/redis-server.js";

const baseEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  S3_URL: "",
  TRANSLATOR: "none",
  DEMO: "0",
});

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server on `dataDir`; resolves when /api/health answers. */
export async function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts", "--no-demo"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...baseEnv(dataDir), HOST: "127.0.0.1", PORT: String(port) },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before it answered: ${output.slice(-2000)}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within a minute: ${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …args` with DATA_DIR=dataDir; resolves when it exits. */
export function runCli(dataDir: string, args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "packages/server/src/admin/cli.ts", ...args], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: baseEnv(dataDir),
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
