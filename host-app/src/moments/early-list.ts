/**
 * The moment square's first page asked for early (common/early-answer.ts), as the square's list asks
 * for it (packages/client/src/moments/moment-list.ts), for /dynamicSquare opened directly: the list
 * no longer waits for the page's chunk. The first moment's first picture, the page's largest
 * paint, is asked for as soon as the list arrives.
 */
import type { ApiClient } from "@chat/client";
import { MOMENT_LIMITS, type MomentPage } from "@chat/protocol/core";
import { askEarly, warmPicture } from "../common/early-answer.js";

export function askForMomentSquare(api: ApiClient, token: string, now = Date.now(), loadPicture = warmPicture): void {
  askEarly<MomentPage>(api, token, "dynamic/dynamic-list", { view: "square", pageSize: MOMENT_LIMITS.pageSize }, now).then((page) => {
    const picture = page.list[0]?.pictures[0];
    const src = picture?.thumbUrl || picture?.blurUrl;
    if (src) loadPicture(src);
  }, () => undefined);
}
