/** JSON over HTTPS to a payment provider, with a timeout; non-2xx answers become ProviderError. */
import { ProviderError } from "./provider.js";

export interface JsonRequest {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
  /** A form body (OAuth token request). */
  form?: Record<string, string>;
  timeoutMs?: number;
}

export async function callJson<T>(url: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method: request.method ?? (body === undefined ? "GET" : "POST"), headers, body, signal: AbortSignal.timeout(request.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new ProviderError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new ProviderError(`${url}: HTTP ${response.status} ${text.slice(0, 300)}`, response.status);
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new ProviderError(`${url}: not JSON`, response.status);
  }
}

/** A bearer token fetched once and reused until shortly before it expires. */
export class TokenCache {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;
  constructor(private readonly fetchToken: () => Promise<{ value: string; expiresInMs: number }>) {}

  async get(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    this.pending ??= this.fetchToken()
      .then((t) => {
        this.token = { value: t.value, until: Date.now() + Math.max(0, t.expiresInMs - 60_000) };
        return t.value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Forgets the token (after a 401). */
  clear(): void {
    this.token = null;
  }
}
