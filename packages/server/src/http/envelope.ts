/** The `{code, msg, data}` envelope and the error type every handler throws. */
import { CODE, httpStatusOf } from "@chat/protocol";
import type { Envelope, Locale, MessageKey } from "@chat/protocol";
import { t } from "../i18n.js";

/** A failure the client should see: body code, message key (turned into text per locale), HTTP status. */
export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    httpStatus?: number,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** The envelope's `data` (null unless set), e.g. the refused field of a form. */
    readonly data: unknown = null,
    /** The message's {placeholders}. */
    readonly vars?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.name = "AppError";
    this.httpStatus = httpStatus ?? httpStatusOf(code);
  }
}

export const badRequest = (key: MessageKey) => new AppError(CODE.badRequest, key);
export const unauthorized = () => new AppError(CODE.unauthorized, "unauthorized");
export const forbidden = () => new AppError(CODE.forbidden, "forbidden");
export const notFound = () => new AppError(CODE.notFound, "notFound");
/** 429 with Retry-After in whole seconds. */
export const tooMany = (key: MessageKey, retryAfterS: number) =>
  new AppError(CODE.tooMany, key, 429, { "retry-after": String(Math.max(1, Math.ceil(retryAfterS))) });

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

/** A success envelope with the message text in the request's locale. */
export function ok<T>(locale: Locale, data: T, key: MessageKey = "ok"): Envelope<T> {
  return envelope(CODE.ok, t(locale, key), data);
}
