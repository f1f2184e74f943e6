/**
 * The landing page's list asked for early: main.tsx asks for the first page of `GET /api/bump/list`
 * beside the first chunks, and the Encounter store created when the page's chunk has arrived takes
 * that answer instead of asking again (its pictures, the page's largest paint, wait for it).
 * Nothing else is answered from here: another path, other parameters, another token or an answer
 * older than {@link FRESH_MS} go to the server. The top card's picture is asked for as soon as the
 * list arrives, so it is there when the card first renders.
 */
import type { ApiClient, SearchParams } from "@chat/client";
import type { EncounterPage } from "@chat/protocol";
import { largePicture } from "../common/sized-picture.js";
import { photosOf } from "./card-picture.js";

/** The first page as the Encounter stack asks for it (packages/client/src/encounter/encounter-stack.ts). */
const PATH = "bump/list";
const PARAMS = { page: 1, pageSize: 10 };
const FRESH_MS = 30_000;

let early: { token: string; at: number; answer: Promise<unknown> } | undefined;

/** Asks for the first page of the landing list now, for the Encounter store to take. */
export function askForLandingList(api: ApiClient, token: string, now = Date.now(), loadPicture = warmPicture): void {
  const answer = api.get<EncounterPage>(PATH, PARAMS);
  // The store that takes the answer handles its failure; one that is never taken is dropped.
  answer.then((page) => {
    const top = page.records[0];
    const photo = top ? photosOf(top)[0] : undefined;
    if (photo) loadPicture(largePicture(photo));
  }, () => undefined);
  early = { token, at: now, answer };
}

/** Puts a picture in the browser's memory cache, ahead of the other pictures. */
function warmPicture(src: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = src;
}

const sameParams = (params: SearchParams | undefined) =>
  params !== undefined && Object.keys(params).length === Object.keys(PARAMS).length && params.page === PARAMS.page && params.pageSize === PARAMS.pageSize;

/** The API for the Encounter store of this token: its first ask for the list takes the early answer. */
export function withLandingList(api: ApiClient, token: string, now: () => number = Date.now): ApiClient {
  return {
    get: <T>(path: string, params?: SearchParams): Promise<T> => {
      const taken = early;
      if (taken && path === PATH && sameParams(params)) {
        early = undefined;
        if (taken.token === token && now() - taken.at <= FRESH_MS) return taken.answer as Promise<T>;
      }
      return api.get<T>(path, params);
    },
    post: <T>(path: string, body?: unknown) => api.post<T>(path, body),
    upload: <T>(path: string, form: FormData, onProgress?: (fraction: number) => void) => api.upload<T>(path, form, onProgress),
  };
}
