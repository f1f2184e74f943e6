import { describe, expect, it } from "vitest";
import { demoPublicUser } from "../chat/testing/fixtures.js";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createPeerLanguages, spokenCodes, suggestedLanguage } from "./peer-languages.js";

describe("the languages a peer speaks", () => {
  it("keeps only known codes, in order, once each", () => {
    expect(spokenCodes(" es, en ,xx,es,")).toEqual(["es", "en"]);
    expect(spokenCodes("")).toEqual([]);
    expect(spokenCodes(undefined)).toEqual([]);
  });

  it("suggests their first language only when we share none", () => {
    expect(suggestedLanguage(["es", "fr"], ["en"])).toBe("es");
    expect(suggestedLanguage(["es", "en"], ["en", "de"])).toBe("");
    expect(suggestedLanguage([], ["en"])).toBe("");
  });

  it("fetches each peer once, even when asked twice at the same time; a failure suggests nothing", async () => {
    const { api, seen } = apiWith({
      "GET /api/user/info": (r) =>
        r.path.includes("userId=5") ? ok({ userVo: demoPublicUser({ id: 5, languages: "es,ja" }) }) : envelope(404, "This user does not exist.", null),
    });
    const peers = createPeerLanguages({ api });
    await Promise.all([peers.load(5), peers.load(5)]);
    await peers.load(5);
    expect(peers.$spoken.get()[5]).toEqual(["es", "ja"]);
    expect(seen.filter((r) => r.path.startsWith("/api/user/info")).length).toBe(1);
    await peers.load(6);
    expect(peers.$spoken.get()[6]).toEqual([]);
  });

  it("uses a profile the card already loaded, and forgets everything on reset", async () => {
    const { api, seen } = apiWith({ "GET /api/user/info": () => ok({ userVo: demoPublicUser({ id: 5, languages: "de" }) }) });
    const peers = createPeerLanguages({ api });
    peers.remember(5, "sv");
    await peers.load(5);
    expect(peers.$spoken.get()[5]).toEqual(["sv"]);
    expect(seen).toHaveLength(0);
    const late = peers.load(7);
    peers.reset();
    await late;
    expect(peers.$spoken.get()).toEqual({});
  });
});
