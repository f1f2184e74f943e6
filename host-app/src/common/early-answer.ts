/**
 * A page's first list asked for early: app.tsx's preloadFirstScreen asks for it beside the first
 * chunks, and the page's store, created once the page's chunk has arrived, takes that answer instead
 * of asking again (the page's largest paint waits for the list). Only the same path with the same
 * parameters, for the same token and younger than {@link FRESH_MS}, is answered from here, once;
 * anything else goes to the server.
 */
import type { ApiClient, SearchParams } from "@chat/client";

const FRESH_MS = 30_000;

interface Early {
  params: SearchParams;
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();

/** Asks for `path` now, for the store of this token to take with {@link withEarlyAnswers}. */
export function askEarly<T>(api: ApiClient, token: string, path: string, params: SearchParams, now = Date.now()): Promise<T> {
  const answer = api.get<T>(path, params);
  // The store that takes the answer handles its failure; one that is never taken is dropped.
  answer.catch(() => undefined);
  early.set(path, { params, token, at: now, answer });
  return answer;
}

const sameParams = (a: SearchParams, b: SearchParams | undefined) =>
  b !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/** The API for a page's store of this token: its first ask for an early path takes the early answer. */
export function withEarlyAnswers(api: ApiClient, token: string, now: () => number = Date.now): ApiClient {
  return {
    get: <T>(path: string, params?: SearchParams): Promise<T> => {
      const taken = early.get(path);
      if (taken && sameParams(taken.params, params)) {
        early.delete(path);
        if (taken.token === token && now() - taken.at <= FRESH_MS) return taken.answer as Promise<T>;
      }
      return api.get<T>(path, params);
    },
    post: <T>(path: string, body?: unknown) => api.post<T>(path, body),
    upload: <T>(path: string, form: FormData, onProgress?: (fraction: number) => void) => api.upload<T>(path, form, onProgress),
  };
}

/** Puts a picture in the browser's memory cache, ahead of the other pictures (a page's largest paint). */
export function warmPicture(src: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = src;
}
