/**
 * A local push service (the role of FCM, Mozilla autopush or Apple's) for the Web Push tests, over
 * HTTPS on 127.0.0.1 with a fixed self-signed certificate that only `agent` trusts. `subscribe()`
 * plays the browser: a fresh P-256 key pair and auth secret, and an endpoint here. Every push is
 * checked as a push service and a browser would: the VAPID JWT's ES256 signature with the key in
 * the Authorization header (RFC 8292), then the aes128gcm body is decrypted with the subscription's
 * private key and auth secret (RFC 8291, RFC 8188). Nothing leaves the machine.
 */
import type { PushPayload } from "@chat/protocol";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import type { ECDH } from "node:crypto";
import { Agent, createServer } from "node:https";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** What a browser posts to /api/push/subscribe. */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  payload: PushPayload;
  /** The VAPID public key the push was signed with (the `k` of the Authorization header). */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  headers: { ttl: number; urgency: string | undefined; topic: string | undefined };
}

// A P-256 key and certificate for 127.0.0.1 and localhost, valid from 2020 to 2120; test use only.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg2fIFE7+zmHwKiVeE
Wh6yVwhKop+u0euqfG76Z/B9Z6qhRANCAAS5K/Wgx47cJiknn72mQ5ZuLUs3gTLV
3aEPd6jV6vFcD8TAwTRtAYMq7FgJpX7asAinsXUk2wvPJH3ikv062/mI
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBlzCCATygAwIBAgIBATAKBggqhkjOPQQDAjAcMRowGAYDVQQDDBFmYWtlIHB1
c2ggc2VydmljZTAgFw0yMDAxMDEwMDAwMDBaGA8yMTIwMDEwMTAwMDAwMFowHDEa
MBgGA1UEAwwRZmFrZSBwdXNoIHNlcnZpY2UwWTATBgcqhkjOPQIBBggqhkjOPQMB
BwNCAAS5K/Wgx47cJiknn72mQ5ZuLUs3gTLV3aEPd6jV6vFcD8TAwTRtAYMq7FgJ
pX7asAinsXUk2wvPJH3ikv062/mIo20wazAMBgNVHRMBAf8EAjAAMBoGA1UdEQQT
MBGHBH8AAAGCCWxvY2FsaG9zdDALBgNVHQ8EBAMCB4AwEwYDVR0lBAwwCgYIKwYB
BQUHAwEwHQYDVR0OBBYEFPvPyD+8Z8lkktTkylrctOppO9i/MAoGCCqGSM49BAMC
A0kAMEYCIQDbiicYs96oBAtlUCE7pWb6WbUZOqhMeTWtXQqRR+dcHAIhAJZI7Wna
EnjWLmPbTU00F6kEiQOW7B/0HHfPjKqyL9wE
-----END CERTIFICATE-----
`;

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  /** Answers to give instead of 201, first one first. */
  answers: number[];
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Pushes refused because their signature or encryption was wrong (a test expects none). */
  readonly rejected: string[] = [];
  /** Trusts this service's certificate: pass it as the server's push agent. */
  readonly agent = new Agent({ ca: TLS_CERT });
  url = "";
  private server: Server | undefined;
  private readonly browsers = new Map<string, Browser>();

  async start(): Promise<this> {
    this.server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `https://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return this;
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser's subscription: its own keys and an endpoint of this service. */
  subscribe(): FakeSubscription {
    const id = randomBytes(12).toString("base64url");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(id, { ecdh, auth, answers: [] });
    return { endpoint: `${this.url}/push/${id}`, keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") } };
  }

  /** Answers the next pushes to the subscription with these statuses (e.g. 410: the browser unsubscribed). */
  answer(subscription: FakeSubscription, ...statuses: number[]): void {
    this.browsers.get(idOf(subscription.endpoint))?.answers.push(...statuses);
  }

  /** The payloads the subscription's browser received, in order. */
  pushesTo(subscription: FakeSubscription): PushPayload[] {
    return this.received.filter((r) => r.endpoint === subscription.endpoint).map((r) => r.payload);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const endpoint = `${this.url}${req.url ?? ""}`;
    const browser = this.browsers.get(idOf(endpoint));
    if (req.method !== "POST" || !browser) return reply(res, 404);
    const answer = browser.answers.shift();
    if (answer !== undefined) return reply(res, answer);
    try {
      const { vapidKey, claims } = checkVapid(String(req.headers.authorization ?? ""), new URL(this.url).origin);
      if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${String(req.headers["content-encoding"])}`);
      const payload = JSON.parse(decrypt(Buffer.concat(chunks), browser).toString("utf8")) as PushPayload;
      const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : undefined);
      this.received.push({ endpoint, payload, vapidKey, claims, headers: { ttl: Number(header("ttl")), urgency: header("urgency"), topic: header("topic") } });
      reply(res, 201);
    } catch (error) {
      this.rejected.push(error instanceof Error ? error.message : String(error));
      reply(res, 400);
    }
  }
}

const idOf = (endpoint: string) => /\/push\/([^/?#]+)$/.exec(endpoint)?.[1] ?? "";

function reply(res: ServerResponse, status: number): void {
  res.writeHead(status, { "content-length": "0" });
  res.end();
}

/** `vapid t=<JWT>, k=<public key>`: the JWT must be ES256-signed with k, for this origin, not expired. */
function checkVapid(authorization: string, origin: string): Pick<ReceivedPush, "vapidKey" | "claims"> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`Authorization "${authorization}" is not VAPID`);
  const [, jwt = "", vapidKey = ""] = match;
  const [header = "", body = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(vapidKey, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") }, format: "jwk" });
  if (!verify("sha256", Buffer.from(`${header}.${body}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) throw new Error("the VAPID signature does not verify");
  const alg = (JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string }).alg;
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  if (alg !== "ES256" || claims.aud !== origin || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error(`bad VAPID claims ${body}`);
  return { vapidKey, claims };
}

/** RFC 8291 / RFC 8188: decrypts an aes128gcm body with the browser's private key and auth secret. */
function decrypt(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const secret = browser.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, browser.auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let i = 0, at = 0; at < records.length; i++, at += recordSize) {
    const record = records.subarray(at, at + recordSize);
    const iv = Buffer.from(nonce);
    // The record number XORs into the nonce's low end (a body here has a few records at most).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ i) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The data, a delimiter (2 in the last record, 1 before), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== (at + recordSize >= records.length ? 2 : 1)) throw new Error("bad record delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
