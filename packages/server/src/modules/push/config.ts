/**
 * VAPID_* settings (RFC 8292): the key pair the server signs its pushes with, and the contact the push
 * services may write to. The keys go together; without them the server makes a pair once and keeps
 * it in `DATA_DIR/vapid.json` (vapid-keys.ts), so a fresh checkout pushes with no set-up.
 */
export interface PushConfig {
  /** The uncompressed P-256 public key, base64url (VAPID_PUBLIC_KEY); undefined: DATA_DIR/vapid.json. */
  publicKey: string | undefined;
  /** The private key, base64url (VAPID_PRIVATE_KEY). */
  privateKey: string | undefined;
  /** `mailto:` or `https:` (VAPID_SUBJECT); by default the https PUBLIC_ORIGIN, else MAIL_FROM's address. */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** How many bytes a base64url text holds, or -1 when it is not base64url. */
const bytesOf = (text: string) => (BASE64URL.test(text) ? Buffer.from(text, "base64url").length : -1);

/** Checks a key pair's shape: a 65-byte uncompressed public key and a 32-byte private key. */
export function checkVapidKeys(publicKey: string, privateKey: string, where: string): void {
  if (bytesOf(publicKey) !== 65 || !publicKey.startsWith("B")) throw new Error(`${where}: the public key must be an uncompressed P-256 key in base64url (87 characters, starting with "B").`);
  if (bytesOf(privateKey) !== 32) throw new Error(`${where}: the private key must be 32 bytes in base64url (43 characters).`);
}

export function loadPushConfig(env: Record<string, string | undefined>): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined)) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to use DATA_DIR/vapid.json).");
  if (publicKey && privateKey) checkVapidKeys(publicKey, privateKey, "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY");
  const subject = env.VAPID_SUBJECT?.trim() || defaultSubject(env);
  if (!/^mailto:\S+@\S+$/.test(subject) && !/^https:\/\/\S+$/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${subject}".`);
  return { publicKey, privateKey, subject };
}

function defaultSubject(env: Record<string, string | undefined>): string {
  const origin = env.PUBLIC_ORIGIN?.trim();
  if (origin?.startsWith("https://")) return origin;
  const from = env.MAIL_FROM?.trim() || "no-reply@localhost";
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^\S+@\S+$/.test(from) ? from : "no-reply@localhost");
  return `mailto:${address}`;
}
