/** Session tokens and one-time codes: random on the wire, only their SHA-256 in the database. */
import { createHash, randomBytes, randomInt } from "node:crypto";

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
