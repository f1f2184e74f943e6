/**
 * A page's first list asked for early: app.tsx's preloadFirstScreen asks for it beside the first
 * chunks, and the page's store, created once the page's chunk has arrived, takes that answer instead
 * of asking again (the page's largest paint waits for the list). Only the same path with the same
 * parameters, for the same token and younger than {@link FRESH_MS}, is answered from here, once;
 * anything else goes to the server.
 */
import type { ApiClient, SearchParams } from "@chat/client";

const FRESH_MS = 30_000;

let early: { path: string; params: SearchParams; token: string; at: number; answer: Promise<unknown> } | undefined;

/** Asks for `path` now, for the store of this token to take with {@link withEarlyAnswers}. */
export function askEarly<T>(api: ApiClient, token: string, path: string, params: SearchParams, now = Date.now()): Promise<T> {
  const answer = api.get<T>(path, params);
  // The store that takes the answer handles its failure; one that is never taken is dropped.
  answer.catch(() => undefined);
  early = { path, params, token, at: now, answer };
  return answer;
}

const sameParams = (a: SearchParams, b: SearchParams | undefined) =>
  b !== undefined && Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/** The API for a page's store of this token: its first ask for an early path takes the early answer. */
export function withEarlyAnswers(api: ApiClient, token: string, now: () => number = Date.now): ApiClient {
  return {
    get: <T>(path: string, params?: SearchParams): Promise<T> => {
      const taken = early;
      if (taken && taken.path === path && sameParams(taken.params, params)) {
        early = undefined;
        if (taken.token === token && now() - taken.at <= FRESH_MS) return taken.answer as Promise<T>;
      }
      return api.get<T>(path, params);
    },
    post: <T>(path: string, body?: unknown) => api.post<T>(path, body),
    upload: <T>(path: string, form: FormData, onProgress?: (fraction: number) => void) => api.upload<T>(path, form, onProgress),
  };
}
