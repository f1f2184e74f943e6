import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** A stored file and the Content-Type it is served with. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Local disk by default (`localFileStore`); an S3-compatible bucket with
 * S3_URL (storage/s3-file-store.ts). Keys come from `newFileKey` and are checked by every
 * implementation.
 */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has that key (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL of the store itself that answers the file, when the store offers them (S3 with
   * `signedUrls`). Burn-after-read links redirect there after their single use; without it the server
   * relays the bytes.
   */
  signedUrl?(key: string): Promise<string>;
  /** Rejects when the store cannot be reached (readiness); a local folder has nothing to check. */
  check?(signal: AbortSignal): Promise<void>;
  /** Releases connections (S3); the local store has nothing to release. */
  close?(): void;
}

// 128 random bits in hex and a short extension: nothing a client can steer, no separators, no dots
// but the one before the extension.
const KEY = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** True when `key` has the shape of a key made by `newFileKey`. */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

/** A fresh, unguessable storage key with the given extension, e.g. "3f…9a.jpg". */
export function newFileKey(ext: string): string {
  const key = `${randomBytes(16).toString("hex")}.${ext}`;
  if (!isFileKey(key)) throw new Error(`bad file extension: ${ext}`);
  return key;
}

/** Refused key: a bug or an attack, never a user-facing case. */
export class InvalidFileKeyError extends Error {
  constructor() {
    super("invalid file key");
    this.name = "InvalidFileKeyError";
  }
}

/**
 * A FileStore on local disk under `dir` (the server passes `DATA_DIR/files`). Each file sits beside a
 * small `.type` file with its Content-Type. Writes go to a temporary name first, so a reader never
 * sees half a file.
 */
export function localFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => (ready ??= mkdir(root, { recursive: true }));

  const fileOf = (key: string): string => {
    if (!isFileKey(key)) throw new InvalidFileKeyError();
    const file = path.join(root, key);
    // Belt and braces: the pattern already excludes separators and "..".
    if (path.dirname(file) !== root) throw new InvalidFileKeyError();
    return file;
  };

  return {
    async put(key, data, contentType) {
      const file = fileOf(key);
      await ensureDir();
      const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(tmp, data, { flag: "wx" });
      await writeFile(`${file}.type`, contentType);
      await rename(tmp, file);
    },
    async get(key) {
      if (!isFileKey(key)) return null;
      const file = fileOf(key);
      try {
        const [data, contentType] = await Promise.all([
          readFile(file),
          readFile(`${file}.type`, "utf8").catch(() => "application/octet-stream"),
        ]);
        return { data, contentType };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
