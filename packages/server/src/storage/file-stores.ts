/** The FileStore of a configuration: the S3 bucket of S3_URL, else `DATA_DIR/files`. */
import { join } from "node:path";
import type { Config } from "../config.js";
import { localFileStore } from "../images/file-store.js";
import type { FileStore } from "../images/file-store.js";
import { s3FileStore } from "./s3-file-store.js";

export function fileStoreOf(config: Pick<Config, "dataDir" | "s3">): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(join(config.dataDir, "files"));
}
