/**
 * A real S3-compatible server for tests: s3rver on loopback, a fresh folder and one bucket. It checks
 * request signatures with its built-in key pair S3RVER / S3RVER.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { Dialect } from "../db/database.js";
import { testDatabases } from "../db/test-helpers.js";
import { parseS3Url } from "./s3-url.js";
import type { S3Settings } from "./s3-url.js";

/** The upload stores suites run on: `describe.each` over them next to the databases. */
export const testStores = ["local", "s3"] as const;
export type TestStore = (typeof testStores)[number];

/** Suites that store pictures: every database with files on disk, and SQLite with the S3 store too. */
export const storeCases: readonly (readonly [Dialect, TestStore])[] = [...testDatabases.map((d) => [d, "local"] as const), ["sqlite", "s3"] as const];

export interface TestS3 {
  /** The S3_URL of the bucket. */
  url: string;
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startTestS3(options: { signedUrls?: number } = {}): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "chat-s3-"));
  const bucket = "chat-uploads";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const query = `forcePathStyle=1&tls=0${options.signedUrls ? `&signedUrls=${options.signedUrls}` : ""}`;
  const url = `s3://S3RVER:S3RVER@127.0.0.1:${address.port}/${bucket}?${query}`;
  return {
    url,
    settings: parseS3Url(url),
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
