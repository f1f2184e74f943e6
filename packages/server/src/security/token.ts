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

const RANDOM_BYTES = 10;
const ids = Buffer.alloc(4000);
let idsUsed = ids.length;

/**
 * A message's id, 32 hex characters: the time it was stored (`now`, ms, 12 digits), then 80 random
 * bits. New ids sort after older ones, so each index on them (messages' primary key, events' `ref_id`)
 * grows at its end: the messages of one group commit share an index page instead of dirtying one each
 * (SQLite writes every dirty page to its WAL at the commit; random ids put about a tenth of a send's
 * page writes there, `npm run bench`). The time is no secret (a message carries it), and 80 random
 * bits cannot be guessed. The random part is cut from a buffer filled 400 ids at a time: asking the
 * system for bytes costs about 6 µs here, for every message (Node's randomUUID keeps a cache of random
 * bytes for the same reason).
 */
export function newMessageId(now: number): string {
  if (idsUsed === ids.length) {
    randomFillSync(ids);
    idsUsed = 0;
  }
  idsUsed += RANDOM_BYTES;
  return now.toString(16).padStart(12, "0") + ids.toString("hex", idsUsed - RANDOM_BYTES, idsUsed);
}
