import type { ApiClient, SearchParams } from "@chat/client";
import type { Moment } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { askForMomentSquare } from "./early-list.js";
import { momentsStateFor } from "./moments-state.js";

/** An API whose list answers carry a running number as the first moment's id. */
function countingApi() {
  const asked: { path: string; params?: SearchParams }[] = [];
  const api: ApiClient = {
    get: <T>(path: string, params?: SearchParams) => {
      asked.push({ path, params });
      const moment = { id: asked.length, pictures: [{ url: "", thumbUrl: `/files/m${asked.length}.jpg`, width: 1, height: 1 }] } as unknown as Moment;
      return Promise.resolve({ list: [moment], nextCursor: null } as T);
    },
    post: <T>() => Promise.resolve(null as T),
    upload: <T>() => Promise.resolve(null as T),
  };
  return { api, asked };
}

describe("the moment square asked for early", () => {
  it("is the square's first page (one ask), with its first picture asked for as the list arrives", async () => {
    const { api, asked } = countingApi();
    const pictures: string[] = [];
    askForMomentSquare(api, "tok", Date.now(), (src) => pictures.push(src));
    const square = momentsStateFor(api, "tok").lists.square;
    await square.loadMore();
    expect(asked).toHaveLength(1);
    expect(square.$state.get().items.map((m) => m.id)).toEqual([1]);
    expect(pictures).toEqual(["/files/m1.jpg"]);
  });

  it("is not given to another user's lists, nor to another list", async () => {
    const { api, asked } = countingApi();
    askForMomentSquare(api, "old", Date.now(), () => undefined);
    const state = momentsStateFor(api, "new");
    await state.lists.friends.loadMore();
    await state.lists.square.loadMore();
    // The friends list and the other token's square both asked the server.
    expect(asked).toHaveLength(3);
    expect(state.lists.square.$state.get().items.map((m) => m.id)).toEqual([3]);
  });
});
