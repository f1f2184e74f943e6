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
    parseJson(request, text, done);
  });

  app.decorateRequest("locale", "en");
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    request.locale = pickLocale(request.headers["accept-language"]);
  });
}
