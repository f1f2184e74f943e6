/** Session tokens and one-time codes: random on the wire, only their SHA-256 in the database. */
import { createHash, randomBytes, randomFillSync, randomInt } from "node:crypto";

/** 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** A uniformly random code of `digits` decimal digits, leading zeros kept. */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

const ids = Buffer.alloc(4096);
let idsUsed = ids.length;

/**
 * 128 random bits as 32 hex characters (a message's id), cut from a buffer filled 256 ids at a time:
 * asking the system for 16 bytes costs about 6 µs here, for every message (Node's randomUUID keeps
 * a cache of random bytes for the same reason).
 */
export function newId(): string {
  if (idsUsed === ids.length) {
    randomFillSync(ids);
    idsUsed = 0;
  }
  idsUsed += 16;
  return ids.toString("hex", idsUsed - 16, idsUsed);
}
