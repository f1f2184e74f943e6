import { z } from "zod";
import { isMessageKey } from "../i18n.js";
import { AppError } from "./envelope.js";
import { CODE } from "@chat/protocol";

/**
 * Validates a request body with a protocol schema. On failure throws a 400 whose message is the
 * first issue's message key (the schemas use keys as messages); anything else becomes badRequest.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  throw new AppError(CODE.badRequest, isMessageKey(message) ? message : "badRequest");
}

/**
 * As `parseBody`, for forms whose refusals name their field: the 400 also carries
 * `data: { field }`, the top-level name of the first failing field (null for the body as a whole).
 */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const key = isMessageKey(issue?.message) ? issue.message : "badRequest";
  throw new AppError(CODE.badRequest, key, undefined, {}, typeof field === "string" ? { field } : null);
}

/** A positive integer id from a query string or body (strings of digits accepted). */
export const idField = z.coerce
  .number({ error: "badRequest" })
  .int({ error: "badRequest" })
  .positive({ error: "badRequest" })
  .max(2 ** 31 - 1, { error: "badRequest" });

/** A 1-based page number from a query string (default 1). */
export const pageField = z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).min(1, { error: "badRequest" }).max(10_000, { error: "badRequest" }).default(1);

/** A page size from a query string: 1 to `max` rows (default 20). */
export const pageSizeField = (max: number) =>
  z.coerce.number({ error: "badRequest" }).int({ error: "badRequest" }).min(1, { error: "badRequest" }).max(max, { error: "badRequest" }).default(20);
