import { LIMITS } from "@chat/protocol";
import ky, { type KyInstance } from "ky";
import { apiHeaders, noAnswer, settle } from "./envelope.js";

export { DEFAULT_BRAND } from "./envelope.js";

/** What the API client needs from its surroundings (injected, so tests and partner pages swap it). */
export interface ApiClientOptions {
  /** Origin of the server, e.g. `https://chat.example.com`, or "" for the page's own origin. */
  baseUrl: string;
  /** The current access token, or null when logged out. */
  getToken: () => string | null;
  /** The active UI locale, sent as `Accept-Language` so server messages come translated. */
  getLocale: () => string;
  /** Sent as `X-Brand`. */
  brand?: string;
  /** A `fetch` to use instead of the global one (tests answer with real envelopes). */
  fetch?: typeof fetch;
  /** Called on HTTP 401 or body code 401: the session is dead, log out and go to /login. */
  onUnauthorized: () => void;
  /**
   * Called on HTTP 503, the server saying it is under maintenance (with its text, "" without one);
   * the web app then shows its maintenance page. A network failure does not call it.
   */
  onMaintenance?: (msg: string) => void;
  /**
   * Sends an upload that reports its progress (fetch cannot report an upload's progress, so the
   * browser passes `xhrSend`); without it, uploads go through fetch and report only their end.
   */
  sendWithProgress?: ProgressSend;
}

/** One multipart upload that reports the fraction sent (0–1) and resolves the server's answer. */
export type ProgressSend = (request: {
  url: string;
  headers: Headers;
  body: FormData;
  timeoutMs: number;
  onProgress: (fraction: number) => void;
}) => Promise<Response>;

export type SearchParams = Record<string, string | number | boolean | undefined>;

/** The HTTP layer of product §7 and §8: resolves `data` of a code-200 answer, else throws ApiError. */
export interface ApiClient {
  get<T>(path: string, searchParams?: SearchParams): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /**
   * Posts a multipart form (e.g. `POST /api/file/upload` with field `file`); never retried.
   * `onProgress` hears the fraction sent, from 0 to 1.
   */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

/** Creates the ky-based API client with the spec's headers, 30 s timeout and error handling. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const prefixUrl = `${options.baseUrl.replace(/\/+$/, "")}/api`;
  const http = ky.create({
    prefixUrl,
    timeout: LIMITS.apiTimeoutMs,
    // Only reads are safe to repeat; a repeated POST could register or charge twice.
    retry: { limit: 1, methods: ["get"] },
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  // Headers go with each call rather than through a beforeRequest hook: a hook costs ky a microtask,
  // and a render queued by the caller would then run before the request leaves.
  const headers = () => apiHeaders(options);

  const call = async <T>(send: (http: KyInstance) => Promise<Response>): Promise<T> => {
    let response: Response;
    try {
      response = await send(http);
    } catch {
      // Network down, timeout or aborted: there is no server message to show.
      throw noAnswer();
    }
    return settle<T>(response, options);
  };

  return {
    get: (path, searchParams) =>
      call((http) => http.get(relative(path), { headers: headers(), ...(searchParams ? { searchParams: defined(searchParams) } : {}) })),
    post: (path, body) =>
      call((http) => http.post(relative(path), { headers: headers(), ...(body === undefined ? {} : { json: body }) })),
    // fetch (and XMLHttpRequest) set the multipart boundary themselves from the FormData body.
    async upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
      const { sendWithProgress } = options;
      if (!onProgress || !sendWithProgress) {
        const data = await call<T>((http) => http.post(relative(path), { headers: headers(), body: form }));
        onProgress?.(1);
        return data;
      }
      return call<T>(() => sendWithProgress({ url: `${prefixUrl}/${relative(path)}`, headers: headers(), body: form, timeoutMs: LIMITS.apiTimeoutMs, onProgress }));
    },
  };
}

// ky refuses inputs starting with "/" when prefixUrl is set.
const relative = (path: string) => path.replace(/^\/+/, "");

function defined(params: SearchParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
  return out;
}
