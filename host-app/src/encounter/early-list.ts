/**
 * The landing page's list asked for early (common/early-answer.ts): the first page of
 * `GET /api/bump/list` beside the first chunks, taken by the Encounter store. The top card's
 * picture is asked for as soon as the list arrives, so it is there when the card first renders.
 */
import type { ApiClient } from "@chat/client";
import type { EncounterPage } from "@chat/protocol";
import { askEarly } from "../common/early-answer.js";
import { largePicture } from "../common/sized-picture.js";
import { photosOf } from "./card-picture.js";

/** Asks for the first page as the Encounter stack asks for it (packages/client/src/encounter/encounter-stack.ts). */
export function askForLandingList(api: ApiClient, token: string, now = Date.now(), loadPicture = warmPicture): void {
  askEarly<EncounterPage>(api, token, "bump/list", { page: 1, pageSize: 10 }, now).then((page) => {
    const top = page.records[0];
    const photo = top ? photosOf(top)[0] : undefined;
    if (photo) loadPicture(largePicture(photo));
  }, () => undefined);
}

/** Puts a picture in the browser's memory cache, ahead of the other pictures. */
function warmPicture(src: string): void {
  const image = new Image();
  image.fetchPriority = "high";
  image.src = src;
}
