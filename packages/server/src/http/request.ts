/** Per-request state: the locale from Accept-Language and, after authentication, the session. */
import { pickLocale } from "@chat/protocol";
import type { Locale } from "@chat/protocol";
import type { FastifyInstance } from "fastify";

export interface RequestAuth {
  userId: number;
  tokenHash: string;
  /** When the session ends by itself (epoch ms). */
  expiresAt: number;
}

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
    auth: RequestAuth | null;
  }
}

export function registerRequestState(app: FastifyInstance): void {
  // An empty JSON body (e.g. `POST /logout` with a JSON content type) means "no fields", not an error.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (hasNul(value)) done(nulRefused(), undefined);
      else done(null, value);
    });
  });

  app.decorateRequest("locale", "en");
  app.decorateRequest("auth", null);
  // Callback style, as every hook of every request: an async hook costs a promise and a turn of the
  // microtask queue per request (docs/benchmarks.md).
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = pickLocale(request.headers["accept-language"]);
    done(request.url.includes("%00") ? nulRefused() : undefined);
  });
}

/**
 * NUL characters are refused in every request (400): PostgreSQL cannot store them in text (it would
 * answer 500), and no name, message or id of ours has a use for one.
 */
function nulRefused(): Error {
  return Object.assign(new Error("NUL character in the request"), { statusCode: 400 });
}

function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (typeof value === "object" && value !== null) return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}
