/**
 * What went wrong with a call, sorted into the classes of product §8 so the UI knows what to show:
 * - `unauthorized`: HTTP 401 or body code 401; the session is already cleared.
 * - `forbidden`: HTTP 403; the UI shows "Forbidden: " and the server's message.
 * - `server`: any other failure that came with a server message (already in the user's language).
 * - `maintenance`: HTTP 503 (the server is under maintenance; `msg` carries its text), or no usable
 *   answer (network down, timeout, non-JSON 5xx); the UI shows its maintenance text.
 */
export type ApiErrorKind = "unauthorized" | "forbidden" | "server" | "maintenance";

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The body code when the server sent one, else the HTTP status, else 0 (no answer). */
  code: number;
  /** The HTTP status, or 0 when no answer arrived. */
  status: number;
  /** The server's message, or "" when there was none. */
  msg: string;
  /** Seconds from the `Retry-After` header of a 429 answer. */
  retryAfterS?: number;
  /** The envelope's `data` of a refusal, e.g. `{field}` naming the refused field of a profile edit. */
  data?: unknown;
}

/** A failed API call. Thrown by every call of the API client. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly status: number;
  readonly msg: string;
  readonly retryAfterS: number | undefined;
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg || init.kind);
    this.name = "ApiError";
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.msg = init.msg;
    this.retryAfterS = init.retryAfterS;
    this.data = init.data;
  }
}

/** True for an ApiError (also across bundles, where `instanceof` may fail). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === "ApiError" && "kind" in error);
}

/** The text a failed call carries (already in the user's language), else "". */
export function errorText(error: unknown): string {
  return typeof error === "object" && error !== null && typeof (error as { msg?: unknown }).msg === "string" ? (error as { msg: string }).msg : "";
}

/** The body code of a failed call (105, 409, …), else 0. */
export function errorCode(error: unknown): number {
  return typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "number" ? (error as { code: number }).code : 0;
}
