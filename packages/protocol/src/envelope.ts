/**
 * Every API answer is `{code, msg, data}` (product §7, §8). Code 200 is success; the HTTP status mirrors
 * the class of failure so plain HTTP tools see it too.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  server: 500,
  /** Under maintenance (MAINTENANCE=1) or the database unreachable: the web app's maintenance page. */
  unavailable: 503,
  /** Out of gold coins (product §8): these open the out-of-coins modal. */
  noCoins: 105,
  noCoinsChat: 106,
  noCoinsFriend: 106001,
} as const;

export const OUT_OF_COINS_CODES: readonly number[] = [CODE.noCoins, CODE.noCoinsChat, CODE.noCoinsFriend];

/** The HTTP status that carries a body code: domain codes below 200 travel as 402. */
export function httpStatusOf(code: number): number {
  if (code >= 200 && code < 600) return code;
  if (OUT_OF_COINS_CODES.includes(code)) return 402;
  return 400;
}
