import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { xhrSend, type XhrLike } from "../api/xhr-send.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createMomentBurn } from "./moment-burn.js";
import { createMomentComposer } from "./moment-composer.js";
import { createMomentDetail } from "./moment-detail.js";
import { createMomentTranslations, translationCost } from "./moment-translations.js";
import { aComment, aMoment } from "./moments-fixtures.js";

const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });

describe("one moment with its comments", () => {
  it("loads the moment, pages the comments and adds a comment and a reply under it", async () => {
    const { api, seen } = apiWith({
      "GET /api/dynamic/dynamic-info": () => ok({ moment: aMoment(5, { comments: 2 }), comments: { list: [aComment(1, 5)], nextCursor: "n", total: 2 }, likers: null }),
      "GET /api/dynamic/comment-list": () => ok({ list: [aComment(1, 5), aComment(2, 5)], nextCursor: null, total: 2 }),
      "POST /api/dynamic/comment": (r) => {
        const body = r.body as { parentId?: number; text: string };
        return ok(aComment(body.parentId ? 11 : 3, 5, { parentId: body.parentId ?? null, text: body.text }));
      },
    });
    const detail = createMomentDetail({ api, id: 5 });
    await detail.load();
    expect(seen[0]?.path).toBe("/api/dynamic/dynamic-info?id=5");
    await detail.loadMoreComments();
    expect(seen[1]?.path).toBe("/api/dynamic/comment-list?dynamicId=5&cursor=n");
    expect(detail.$state.get().comments.map((c) => c.id)).toEqual([1, 2]);
    expect(await detail.comment("  nice  ")).toMatchObject({ ok: true });
    expect(seen[2]?.body).toEqual({ dynamicId: 5, text: "nice" });
    await detail.comment("thanks", 1);
    expect(seen[3]?.body).toEqual({ dynamicId: 5, parentId: 1, text: "thanks" });
    const state = detail.$state.get();
    expect(state.comments.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(state.comments[0]?.replies.map((r) => r.id)).toEqual([11]);
    expect(state).toMatchObject({ total: 4, moment: { comments: 4 } });
  });

  it("refuses an empty comment without asking, and deletes a comment with its replies", async () => {
    const { api, seen } = apiWith({
      "GET /api/dynamic/dynamic-info": () =>
        ok({ moment: aMoment(5, { comments: 3 }), comments: { list: [aComment(1, 5, { replies: [aComment(2, 5, { parentId: 1 })] }), aComment(3, 5)], nextCursor: null, total: 3 }, likers: null }),
      "POST /api/dynamic/del-comment": (r) => ((r.body as { id: number }).id === 3 ? envelope(403, "Not yours.", null) : ok(null)),
    });
    const detail = createMomentDetail({ api, id: 5 });
    await detail.load();
    expect(await detail.comment("   ")).toEqual({ ok: false, error: "commentRequired" });
    expect(seen).toHaveLength(1);
    expect(await detail.removeComment(3)).toBe("Not yours.");
    expect(await detail.removeComment(1)).toBe("");
    expect(detail.$state.get()).toMatchObject({ total: 1, moment: { comments: 1 } });
    expect(detail.$state.get().comments.map((c) => c.id)).toEqual([3]);
  });
});

describe("the composer", () => {
  it("checks text and pictures before posting", async () => {
    const { api, seen } = apiWith({});
    const composer = createMomentComposer({ api, createPreview: () => "blob:p", revokePreview: () => undefined });
    expect(await composer.post()).toBeNull();
    expect(composer.$status.get().problems).toEqual(["momentTextRequired", "picturesRequired"]);
    composer.setText("x".repeat(1001));
    expect(composer.$status.get().problems).toEqual(["messageTooLong", "picturesRequired"]);
    composer.addPictures([new Blob(["text"], { type: "text/plain" })]);
    expect(composer.$status.get().problems).toEqual(["notAnImage"]);
    composer.addPictures(Array.from({ length: 10 }, png));
    expect(composer.$draft.get().pictures).toHaveLength(9);
    expect(composer.$status.get().problems).toEqual(["tooManyPictures"]);
    expect(seen).toHaveLength(0);
  });

  it("posts text, type and pictures in one multipart request with its progress, then clears the draft", async () => {
    const sent: { body?: FormData } = {};
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
      send(body) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        Object.assign(this, { status: 200, responseText: JSON.stringify({ code: 200, msg: "ok", data: aMoment(8, { type: 1 }) }) });
        this.onload?.({} as ProgressEvent);
      },
    };
    const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", onUnauthorized: () => {}, sendWithProgress: xhrSend(() => fake) });
    const revoked: string[] = [];
    const composer = createMomentComposer({ api, createPreview: () => "blob:p", revokePreview: (u) => revoked.push(u) });
    composer.setText(" Sunset ");
    composer.setBurn(true);
    composer.addPictures([png(), png()]);
    const progress: number[] = [];
    const stop = composer.$status.subscribe((s) => progress.push(s.progress));
    expect(await composer.post()).toMatchObject({ id: 8 });
    stop();
    expect(progress).toContain(0.5);
    const form = sent.body as FormData;
    expect(form.get("text")).toBe("Sunset");
    expect(form.get("type")).toBe("1");
    expect(form.getAll("file")).toHaveLength(2);
    expect(composer.$status.get()).toMatchObject({ status: "done", progress: 1 });
    expect(composer.$draft.get()).toEqual({ text: "", burn: false, pictures: [] });
    expect(revoked).toEqual(["blob:p", "blob:p"]);
  });

  it("a refused post keeps the draft and its pictures with the server's reason", async () => {
    const { api } = apiWith({ "POST /api/dynamic/release": () => envelope(429, "Slow down.", null) });
    const composer = createMomentComposer({ api, createPreview: () => "", revokePreview: () => undefined });
    composer.setText("Hi");
    composer.addPictures([png()]);
    expect(await composer.post()).toBeNull();
    expect(composer.$status.get()).toMatchObject({ status: "failed", error: "Slow down.", code: 429 });
    expect(composer.$draft.get()).toMatchObject({ text: "Hi", pictures: [{ key: 1 }] });
  });
});

describe("translation of moments and comments", () => {
  it("translates once, then switches between translation and original", async () => {
    const { api, seen } = apiWith({ "POST /api/dynamic/translate-comment": () => ok({ translateSuccess: true, detectedLanguage: "en", engine: "apertium", translateContent: "Hola", charged: { characters: 5, coins: 0 } }) });
    const t = createMomentTranslations({ api, targetLanguage: () => "es" });
    await t.translate("comment", 3);
    expect(seen[0]?.body).toEqual({ id: 3, targetLanguage: "es" });
    expect(t.$views.get()["comment:3"]).toEqual({ status: "shown", text: "Hola", from: "en" });
    t.showOriginal("comment", 3);
    expect(t.$views.get()["comment:3"]?.status).toBe("original");
    await t.translate("comment", 3);
    expect(t.$views.get()["comment:3"]?.status).toBe("shown");
    expect(seen).toHaveLength(1);
  });

  it("reports the out-of-coins code", async () => {
    const { api } = apiWith({ "POST /api/dynamic/translate": () => envelope(105, "Insufficient gold coins", null) });
    const t = createMomentTranslations({ api });
    expect(await t.translate("moment", 1)).toBe(105);
    expect(t.$views.get()["moment:1"]).toMatchObject({ status: "failed", code: 105 });
  });

  it("tells the cost: characters, or a coin per started hundred", () => {
    expect(translationCost("a".repeat(101))).toEqual({ characters: 101, coins: 2 });
  });
});

describe("burn after reading", () => {
  it("shows the pictures for 8 seconds with a countdown, then burned; recovery seals it again", async () => {
    const pending: (() => void)[] = [];
    const states: string[] = [];
    const { api } = apiWith({
      "POST /api/dynamic/burn-read": () => ok({ pictures: [{ url: "/once/1", width: 1, height: 1 }], expiresAt: 0, displayMs: 8000 }),
      "POST /api/dynamic/burn-recovery": () => ok({ charged: { blurUses: 0, coins: 3 } }),
    });
    const burn = createMomentBurn({ api, timers: { setTimeout: (fn) => pending.push(fn), clearTimeout: () => undefined }, onBurnState: (id, s) => states.push(`${id}:${s}`) });
    expect(await burn.open(4)).toBe(0);
    expect(burn.$burns.get()[4]).toMatchObject({ status: "showing", remainingMs: 8000 });
    for (let i = 0; i < 7; i++) pending.shift()?.();
    expect(burn.$burns.get()[4]).toMatchObject({ status: "showing", remainingMs: 1000 });
    pending.shift()?.();
    expect(burn.$burns.get()[4]).toBeUndefined();
    expect(states).toEqual(["4:burned"]);
    expect(await burn.recover(4)).toBe(0);
    expect(states).toEqual(["4:burned", "4:sealed"]);
  });

  it("a refused read keeps its reason and code", async () => {
    const { api } = apiWith({ "POST /api/dynamic/burn-read": () => envelope(403, "Already read.", null) });
    const burn = createMomentBurn({ api });
    expect(await burn.open(4)).toBe(403);
    expect(burn.$burns.get()[4]).toEqual({ status: "failed", error: "Already read.", code: 403 });
  });
});
