/**
 * The outside services some suites need: PostgreSQL and Redis (`TEST_DATABASE_URL`, `TEST_REDIS_URL`),
 * Nginx, Apertium, PostgreSQL's dump tools. On a developer's machine a suite whose service is missing
 * skips, and `npm test`'s summary lists it with the reason; under CI (`CI=true`, which .ci/run sets)
 * a missing service fails the suite instead, so CI never goes green having run none of them.
 *
 *   describe.skipIf(missing(import.meta, "postgres", "redis", "nginx"))("three processes …", …)
 */
import { appendFileSync, existsSync } from "node:fs";
import { delimiter, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { REPO_ROOT } from "../config.js";

export type Service = "postgres" | "redis" | "nginx" | "apertium" | "pg_dump" | "tar";

/** An executable on PATH or in the usual system folders. */
export function findTool(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/sbin", "/usr/bin", "/bin", "/usr/local/bin"];
  return dirs.filter(Boolean).map((dir) => join(dir, name)).find((path) => existsSync(path));
}

const WHY: Record<Service, () => string | null> = {
  postgres: () => (process.env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL is not set (PostgreSQL)"),
  redis: () => (process.env.TEST_REDIS_URL ? null : "TEST_REDIS_URL is not set (Redis)"),
  nginx: () => (findTool("nginx") ? null : "nginx is not installed"),
  apertium: () => (findTool("apertium-apy") ? null : "apertium-apy is not installed"),
  pg_dump: () => (findTool("pg_dump") && findTool("pg_restore") ? null : "pg_dump/pg_restore are not installed"),
  tar: () => (findTool("tar") ? null : "tar is not installed"),
};

/** Why these services are unavailable, or null when all are there. */
export function unavailable(...services: Service[]): string | null {
  const reasons = services.map((s) => WHY[s]()).filter((r): r is string => r !== null);
  return reasons.length ? reasons.join("; ") : null;
}

/**
 * True when a suite must skip because a service is missing. Under CI it throws instead (the suite
 * fails, naming the service); elsewhere it records the skip for the test summary.
 */
export function missing(meta: ImportMeta, ...services: Service[]): boolean {
  const reason = unavailable(...services);
  if (!reason) return false;
  const file = relative(REPO_ROOT, fileURLToPath(meta.url));
  if (process.env.CI === "true") throw new Error(`${file} needs a service CI must provide: ${reason}`);
  const log = process.env.CHAT_SKIPPED_LOG;
  if (log) appendFileSync(log, `${JSON.stringify({ file, reason })}\n`);
  return true;
}
