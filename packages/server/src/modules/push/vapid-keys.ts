/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise `DATA_DIR/vapid.json`
 * (mode 0600), made on first use. Browsers subscribe with the public key, so it must never change
 * under them: the file is written whole under a temporary name and linked into place, which fails
 * when another process got there first; that one's keys are then read, and both use the same pair.
 */
import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";
import { checkVapidKeys } from "./config.js";
import type { PushConfig } from "./config.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const vapidFileOf = (dataDir: string) => join(dataDir, "vapid.json");

/** The keys to sign with: the configured ones, or those of DATA_DIR/vapid.json (made when missing). */
export function vapidKeysOf(config: PushConfig, dataDir: string): VapidKeys {
  if (config.publicKey && config.privateKey) return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  const file = vapidFileOf(dataDir);
  const stored = readKeys(file) ?? createKeys(file);
  return { ...stored, subject: config.subject };
}

function readKeys(file: string): Omit<VapidKeys, "subject"> | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  // A broken file is an error to fix, never a reason for new keys: those would end every subscription.
  const keys = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string") throw new Error(`${file} must hold {"publicKey", "privateKey"}.`);
  checkVapidKeys(keys.publicKey, keys.privateKey, file);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

function createKeys(file: string): Omit<VapidKeys, "subject"> {
  mkdirSync(join(file, ".."), { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const temporary = `${file}.${randomUUID()}`;
  writeFileSync(temporary, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  const kept = readKeys(file);
  if (!kept) throw new Error(`${file} vanished while it was being written.`);
  return kept;
}
