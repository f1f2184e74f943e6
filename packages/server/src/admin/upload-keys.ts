/**
 * The keys of every stored upload, for the backup: the file names in `DATA_DIR/files`, or the objects
 * of the S3_URL bucket (ListObjectsV2, page by page). Only names that `newFileKey` could have made.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { Config } from "../config.js";
import { isFileKey } from "../images/file-store.js";
import { s3Client } from "../storage/s3-file-store.js";
import type { S3Settings } from "../storage/s3-url.js";

async function localKeys(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isFileKey).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function s3Keys(settings: S3Settings): Promise<string[]> {
  const client = s3Client(settings);
  try {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key && isFileKey(object.Key)) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  } finally {
    client.destroy();
  }
}

/** Every upload key of the configuration's FileStore. */
export function uploadKeys(config: Pick<Config, "dataDir" | "s3">): Promise<string[]> {
  return config.s3 ? s3Keys(config.s3) : localKeys(join(config.dataDir, "files"));
}
