/**
 * S3_URL: where uploads go when they live in an S3-compatible bucket instead of `DATA_DIR/files`.
 *
 *   s3://KEY:SECRET@host:port/bucket?region=eu-west-1&forcePathStyle=1&tls=1&signedUrls=30
 *
 * - KEY and SECRET are the access key id and secret (URL-encoded when they hold `/`, `+`, `@` …).
 * - host:port is the endpoint (any S3-compatible service); `tls=0` talks plain http (a store on the
 *   same private network), the default is https.
 * - bucket is the one path segment; it must exist.
 * - region defaults to `us-east-1`; `forcePathStyle=1` asks for `host/bucket/key` addresses (most
 *   self-hosted stores), otherwise `bucket.host/key`.
 * - signedUrls=N (seconds, 1–300): burn-after-read pictures are answered with a redirect to a signed
 *   URL of the store that expires after N seconds, instead of the server relaying the bytes. Only for
 *   an endpoint that browsers reach. Off by default.
 */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Lifetime of signed burn-after-read URLs in seconds, or undefined to relay the bytes. */
  signedUrlSeconds: number | undefined;
}

/** Parses S3_URL; throws an Error with a message naming the problem. */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("S3_URL must look like s3://KEY:SECRET@host:port/bucket?region=…");
  }
  if (url.protocol !== "s3:") throw new Error(`S3_URL must start with s3://, got "${url.protocol}//"`);
  if (!url.hostname) throw new Error("S3_URL needs the store's host: s3://KEY:SECRET@host:port/bucket");
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if (!accessKeyId || !secretAccessKey) throw new Error("S3_URL needs the access key and secret: s3://KEY:SECRET@host/bucket");
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_URL names no valid bucket (the one path segment), got "${bucket}"`);
  const params = url.searchParams;
  const known = new Set(["region", "forcePathStyle", "tls", "signedUrls"]);
  for (const name of params.keys()) if (!known.has(name)) throw new Error(`S3_URL has an unknown setting "${name}" (known: ${[...known].join(", ")})`);
  const tls = flag(params.get("tls"), "tls", true);
  const seconds = params.get("signedUrls");
  let signedUrlSeconds: number | undefined;
  if (seconds !== null && seconds !== "0") {
    signedUrlSeconds = Number(seconds);
    if (!Number.isInteger(signedUrlSeconds) || signedUrlSeconds < 1 || signedUrlSeconds > 300) throw new Error(`S3_URL signedUrls must be whole seconds from 1 to 300 (or 0), got "${seconds}"`);
  }
  return {
    endpoint: `${tls ? "https" : "http"}://${url.host}`,
    bucket,
    region: params.get("region") || "us-east-1",
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(params.get("forcePathStyle"), "forcePathStyle", false),
    signedUrlSeconds,
  };
}

function flag(value: string | null, name: string, fallback: boolean): boolean {
  if (value === null || value === "") return fallback;
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  throw new Error(`S3_URL ${name} must be 1 or 0, got "${value}"`);
}
