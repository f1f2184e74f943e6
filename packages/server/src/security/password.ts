/**
 * Password hashing with scrypt (memory-hard, built into Node). The stored string carries its own
 * parameters, so raising the cost later keeps old hashes verifiable.
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const R = 8;
const P = 1;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Node refuses scrypt above 32 MB by default; N=2^15, r=8 needs 128·N·r = 32 MB plus overhead. */
function optionsOf(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/** Hashes a password with a fresh random salt. `logN` is log2 of the cost N (15 in production). */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(password, salt, optionsOf(logN, R, P));
  return ["scrypt", logN, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const numbers = [Number(logN), Number(r), Number(p)] as const;
  if (!numbers.every((n) => Number.isInteger(n) && n > 0) || numbers[0] > 20) return false;
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, "base64url"), optionsOf(...numbers));
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at the given cost: verified against when the account does not exist,
 * so an unknown account costs the same time as a wrong password.
 */
export function dummyHash(logN: number): Promise<string> {
  return hashPassword(randomBytes(16).toString("hex"), logN);
}
