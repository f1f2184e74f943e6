/**
 * Partner keys: `PARTNER_KEYS="https://shop.example=<key>,…"` gives a partner's backend the
 * right to hand its own users to the chat (`POST /api/partner/session`). Only the keys' SHA-256 stay
 * in memory after start-up; an origin may appear twice, so a key can be rotated without downtime.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { sha256 } from "./token.js";

export interface PartnerKey {
  /** The partner's page origin: its users are scoped to it, and it joins ALLOWED_ORIGINS. */
  origin: string;
  keyHash: Buffer;
}

/** At least 128 random bits in base64url (22 characters); `newPartnerKey` makes 256. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{22,128}$/;
/** partner_users.partner_origin holds 255 characters. */
const MAX_ORIGIN = 255;

export function newPartnerKey(): string {
  return randomBytes(32).toString("base64url");
}

/** Parses PARTNER_KEYS; throws an Error naming the bad entry (config.ts turns it into a ConfigError). */
export function parsePartnerKeys(value: string | undefined): PartnerKey[] {
  const keys: PartnerKey[] = [];
  for (const entry of (value ?? "").split(",").map((s) => s.trim()).filter(Boolean)) {
    const at = entry.lastIndexOf("=");
    const url = entry.slice(0, at).trim();
    const key = entry.slice(at + 1).trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (at < 0 || !parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
      throw new Error(`PARTNER_KEYS entries are "<partner origin>=<key>", e.g. "https://shop.example=…"; got "${redact(entry)}".`);
    }
    const origin = parsed.origin;
    if (origin.length > MAX_ORIGIN) throw new Error(`A partner origin is at most ${MAX_ORIGIN} characters; got one of ${origin.length}.`);
    if (!KEY_FORMAT.test(key)) {
      throw new Error(
        `The partner key for ${origin} must be at least 22 base64url characters (128 random bits); ` +
          `make one with "npm run admin -- partner-key".`,
      );
    }
    const keyHash = Buffer.from(sha256(key), "hex");
    // One key is one partner: shared by two origins, it would let one act for the other's members.
    const twin = keys.find((k) => k.origin !== origin && k.keyHash.equals(keyHash));
    if (twin) throw new Error(`PARTNER_KEYS gives ${twin.origin} and ${origin} the same key; each partner needs its own.`);
    keys.push({ origin, keyHash });
  }
  return keys;
}

/** The partner a presented key belongs to, compared in constant time against every configured key. */
export function partnerOfKey(keys: readonly PartnerKey[], presented: string): PartnerKey | undefined {
  const hash = Buffer.from(sha256(presented), "hex");
  let found: PartnerKey | undefined;
  for (const key of keys) if (timingSafeEqual(hash, key.keyHash) && !found) found = key;
  return found;
}

/** An entry with its key hidden, for error messages that end up in logs; without "=" all of it may be key. */
function redact(entry: string): string {
  const at = entry.lastIndexOf("=");
  return at < 0 ? "… (hidden: it may hold a key)" : `${entry.slice(0, at)}=…`;
}
