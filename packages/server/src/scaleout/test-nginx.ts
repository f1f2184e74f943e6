/**
 * Nginx for tests: the repository's own configuration (deploy/nginx-chat.conf) with the test's ports
 * swapped in, run in the foreground from a temporary prefix, stopped by the test.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../config.js";
import { freePort } from "../testing/redis-server.js";

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

export interface TestNginx {
  url: string;
  close(): Promise<void>;
}

/** The deployment configuration with these upstream ports and this listening port. */
export function chatConf(upstreamPorts: readonly number[], listenPort: number): string {
  const conf = readFileSync(join(REPO_ROOT, "deploy/nginx-chat.conf"), "utf8");
  const servers = upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n");
  const swapped = conf.replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`).replace(/listen 8080;/, `listen 127.0.0.1:${listenPort};`);
  if (swapped === conf || !swapped.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error("deploy/nginx-chat.conf no longer has the lines this test swaps");
  return swapped;
}

export async function startNginx(upstreamPorts: readonly number[]): Promise<TestNginx> {
  if (!NGINX) throw new Error("nginx is not installed");
  const dir = mkdtempSync(join(tmpdir(), "chat-nginx-"));
  const port = await freePort();
  writeFileSync(join(dir, "chat.conf"), chatConf(upstreamPorts, port));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name}_temp_path ${join(dir, name)};`).join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      // As root, workers would switch to "nobody" and could not use this private folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      "daemon off;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      temp,
      `  include ${join(dir, "chat.conf")};`,
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (a health check passed through to a server process).
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async close() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
