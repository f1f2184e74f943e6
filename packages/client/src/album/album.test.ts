import type { AlbumPhoto } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { xhrSend, type XhrLike } from "../api/xhr-send.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createAlbum } from "./album.js";

const photo = (id: number, userId = 7): AlbumPhoto => ({ id, userId, url: `/files/${id}.png`, thumbUrl: `/files/t${id}.png`, width: 10, height: 10, createdAt: id });

describe("an album", () => {
  it("lists the caller's own album, or another user's by id", async () => {
    const { api, seen } = apiWith({ "GET /api/album/list": () => ok({ list: [photo(2), photo(1)], limit: 30 }) });
    const mine = createAlbum({ api });
    expect(mine.$state.get().photos).toBeNull();
    await mine.load();
    expect(mine.$state.get()).toMatchObject({ photos: [photo(2), photo(1)], limit: 30, loading: false, error: "" });
    expect(seen[0]?.path).toBe("/api/album/list");
    await createAlbum({ api, userId: 9 }).load();
    expect(seen[1]?.path).toBe("/api/album/list?userId=9");
  });

  it("keeps a list failure's text", async () => {
    const { api } = apiWith({ "GET /api/album/list": () => envelope(404, "Not found.", null) });
    const album = createAlbum({ api, userId: 3 });
    await album.load();
    expect(album.$state.get()).toMatchObject({ photos: null, loading: false, error: "Not found." });
  });

  it("uploads as multipart field `file` and puts the new photo first", async () => {
    const { api, seen } = apiWith({
      "GET /api/album/list": () => ok({ list: [photo(1)], limit: 30 }),
      "POST /api/album/upload": () => ok(photo(5)),
    });
    const album = createAlbum({ api });
    await album.load();
    const added = await album.upload(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }));
    expect(added).toEqual(photo(5));
    expect(String(seen[1]?.body)).toContain('name="file"');
    expect(album.$state.get().photos?.map((p) => p.id)).toEqual([5, 1]);
    expect(album.$upload.get()).toEqual({ status: "done", progress: 1 });
    album.clearUpload();
    expect(album.$upload.get()).toEqual({ status: "idle", progress: 0 });
  });

  it("a refused upload keeps the server's reason and the album as it was", async () => {
    const { api } = apiWith({
      "GET /api/album/list": () => ok({ list: [photo(1)], limit: 30 }),
      "POST /api/album/upload": () => envelope(400, "Your album is full.", null),
    });
    const album = createAlbum({ api });
    await album.load();
    expect(await album.upload(new Blob(["x"]))).toBeNull();
    expect(album.$upload.get()).toEqual({ status: "failed", progress: 0, error: "Your album is full." });
    expect(album.$state.get().photos).toEqual([photo(1)]);
  });

  it("knows when the album is full", async () => {
    let count = 30;
    const { api } = apiWith({
      "GET /api/album/list": () => ok({ list: Array.from({ length: count }, (_, i) => photo(i + 1)), limit: 30 }),
      "GET /api/album/delete-img": () => ok(null),
    });
    const album = createAlbum({ api });
    await album.load();
    expect(album.$full.get()).toBe(true);
    expect(await album.remove(3)).toBe(true);
    expect(album.$full.get()).toBe(false);
    count = 2;
    await album.load();
    expect(album.$state.get().photos).toHaveLength(2);
  });

  it("deletes by id, and a refusal keeps the photo and the reason", async () => {
    let allowed = false;
    const { api, seen } = apiWith({
      "GET /api/album/list": () => ok({ list: [photo(2), photo(1)], limit: 30 }),
      "GET /api/album/delete-img": () => (allowed ? ok(null) : envelope(403, "Forbidden", null)),
    });
    const album = createAlbum({ api });
    await album.load();
    expect(await album.remove(2)).toBe(false);
    expect(album.$deleteError.get()).toBe("Forbidden");
    expect(album.$state.get().photos?.map((p) => p.id)).toEqual([2, 1]);
    allowed = true;
    expect(await album.remove(2)).toBe(true);
    expect(seen.at(-1)?.path).toBe("/api/album/delete-img?id=2");
    expect(album.$deleteError.get()).toBe("");
    expect(album.$state.get().photos?.map((p) => p.id)).toEqual([1]);
  });

  it("reports an upload's progress through XMLHttpRequest to the end", async () => {
    const fake: XhrLike = {
      open: () => {},
      setRequestHeader: () => {},
      timeout: 0,
      status: 0,
      responseText: "",
      getResponseHeader: () => "application/json",
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      ontimeout: null,
      onabort: null,
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
        Object.assign(this, { status: 200, responseText: JSON.stringify({ code: 200, msg: "ok", data: photo(8) }) });
        this.onload?.({} as ProgressEvent);
      },
    };
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "tok", getLocale: () => "en", onUnauthorized: () => {}, sendWithProgress: xhrSend(() => fake) });
    const album = createAlbum({ api });
    const seen: number[] = [];
    const stop = album.$upload.subscribe((u) => seen.push(u.progress));
    expect(await album.upload(new Blob(["png"]))).toEqual(photo(8));
    stop();
    expect(seen).toContain(0.4);
    expect(seen.at(-1)).toBe(1);
  });
});
