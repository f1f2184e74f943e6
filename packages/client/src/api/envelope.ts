/**
 * The API's answer read the same way by both HTTP layers (the ky client, api-client.ts, and the
 * launcher's fetch client, fetch-client.ts): the envelope of product §7 and the failure classes of §8.
 */
import { CODE, type Envelope } from "@chat/protocol";
import { ApiError } from "./api-error.js";

/** The brand sent in `X-Brand` when the environment names none. */
export const DEFAULT_BRAND = "chat";

/** What a failure tells its surroundings (ApiClientOptions' callbacks). */
export interface EnvelopeOptions {
  onUnauthorized: () => void;
  onMaintenance?: (msg: string) => void;
}

/** The spec's headers of every call: the token, the UI locale, the platform and the brand. */
export function apiHeaders(options: { getToken: () => string | null; getLocale: () => string; brand?: string }): Headers {
  const headers = new Headers();
  const token = options.getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  headers.set("Accept-Language", options.getLocale());
  headers.set("X-Platform", "Web");
  headers.set("X-Brand", options.brand ?? DEFAULT_BRAND);
  return headers;
}

/** No answer came (network down, timeout, aborted): there is no server message to show. */
export const noAnswer = () => new ApiError({ kind: "maintenance", code: 0, status: 0, msg: "" });

/** `data` of a code-200 answer; any other answer throws its ApiError. */
export async function settle<T>(response: Response, options: EnvelopeOptions): Promise<T> {
  const body = await readEnvelope(response);
  if (response.ok && body?.code === CODE.ok) return body.data as T;
  throw toError(response, body, options);
}

/** The ApiError of a failed answer; a 401 ends the session and a 503 reports maintenance first. */
function toError(response: Response, body: Envelope | undefined, options: EnvelopeOptions): ApiError {
  const status = response.status;
  const msg = body?.msg ?? "";
  const code = body?.code ?? status;
  if (status === CODE.unavailable) {
    options.onMaintenance?.(msg);
    return new ApiError({ kind: "maintenance", code, status, msg });
  }
  if (status === CODE.unauthorized || body?.code === CODE.unauthorized) {
    options.onUnauthorized();
    return new ApiError({ kind: "unauthorized", code: CODE.unauthorized, status, msg });
  }
  if (status === CODE.forbidden) return new ApiError({ kind: "forbidden", code, status, msg });
  if (!msg) return new ApiError({ kind: "maintenance", code, status, msg });
  const retryAfterS = status === CODE.tooMany ? retryAfter(response) : undefined;
  return new ApiError({
    kind: "server", code, status, msg,
    ...(retryAfterS === undefined ? {} : { retryAfterS }),
    ...(body?.data === undefined || body.data === null ? {} : { data: body.data }),
  });
}

/** The envelope of an answer, or undefined when the body is not one (a proxy's error page, no body). */
async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && typeof (body as Envelope).code === "number") {
      const envelope = body as Envelope;
      return { code: envelope.code, msg: typeof envelope.msg === "string" ? envelope.msg : "", data: envelope.data };
    }
  } catch {
    // Not JSON: a proxy error page or an empty body.
  }
  return undefined;
}

/** `Retry-After` in seconds; the HTTP-date form is turned into seconds from now. */
function retryAfter(response: Response): number | undefined {
  const header = response.headers.get("Retry-After");
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
