/**
 * The launcher's HTTP layer: the closed `<chat-panel>` makes four calls (the user, the conversation
 * rows, the unread summary, the balances) and loads this instead of ky, which comes with the open
 * panel's full client (api-client.ts, the product's API client). It behaves as that client does for
 * such calls: the same URL under `<baseUrl>/api/`, the same headers (token, `Accept-Language`,
 * `X-Platform`, `X-Brand`), JSON bodies, the 30 s timeout, one retry of a GET after a network
 * failure 300 ms later (ky's), the same envelope and failure classes (envelope.ts: a 401 calls
 * `onUnauthorized`, a 503 `onMaintenance`). Uploads report progress through `sendWithProgress` when
 * given, as that client's do. The open panel uses it too (environment.ts), so ky stays out of the
 * panel; the web app keeps ky.
 */
import { LIMITS } from "@chat/protocol";
import type { ApiClient, ApiClientOptions, SearchParams } from "./api-client.js";
import { apiHeaders, noAnswer, settle } from "./envelope.js";

/** ky's first retry delay. */
const RETRY_DELAY_MS = 300;

export function createFetchClient(options: ApiClientOptions): ApiClient {
  const prefixUrl = `${options.baseUrl.replace(/\/+$/, "")}/api/`;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  const once = async (method: string, url: string, body: BodyInit | undefined, json: boolean): Promise<Response> => {
    const headers = apiHeaders(options);
    if (json) headers.set("Content-Type", "application/json");
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), LIMITS.apiTimeoutMs);
    try {
      return await send(new Request(url, { method, headers, ...(body === undefined ? {} : { body }), signal: abort.signal }));
    } finally {
      clearTimeout(timer);
    }
  };

  const call = async <T>(method: string, path: string, body?: BodyInit, json = false): Promise<T> => {
    const url = prefixUrl + path.replace(/^\/+/, "");
    let response: Response;
    try {
      try {
        response = await once(method, url, body, json);
      } catch (error) {
        // Only reads are safe to repeat, and a timeout is not repeated (as ky).
        if (method !== "GET" || (error as Error | undefined)?.name === "AbortError") throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        response = await once(method, url, body, json);
      }
    } catch {
      // Network down, timeout or aborted: there is no server message to show.
      throw noAnswer();
    }
    return settle<T>(response, options);
  };

  return {
    get: (path, searchParams) => call("GET", searchParams ? `${path}?${query(searchParams)}` : path),
    post: (path, body) => (body === undefined ? call("POST", path) : call("POST", path, JSON.stringify(body), true)),
    async upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
      const { sendWithProgress } = options;
      if (onProgress && sendWithProgress) {
        let response: Response;
        try {
          response = await sendWithProgress({ url: prefixUrl + path.replace(/^\/+/, ""), headers: apiHeaders(options), body: form, timeoutMs: LIMITS.apiTimeoutMs, onProgress });
        } catch {
          throw noAnswer();
        }
        return settle<T>(response, options);
      }
      const data = await call<T>("POST", path, form);
      onProgress?.(1);
      return data;
    },
  };
}

function query(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}
