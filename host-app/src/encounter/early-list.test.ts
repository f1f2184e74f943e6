import { createEncounter, type ApiClient, type SearchParams } from "@chat/client";
import type { EncounterCard } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { withEarlyAnswers } from "../common/early-answer.js";
import { askForLandingList } from "./early-list.js";

const card = (userId: number): EncounterCard => ({
  userId,
  account: String(userId + 100000),
  nickname: `user ${userId}`,
  avatar: `/files/${userId}.png`,
  avatarThumb: "",
  vipLevel: 0,
  gender: 1,
  age: 28,
  region: "ES",
  languages: ["en"],
  tags: [],
  onlineState: 1,
  canTalk: false,
});

/** An API whose list answers carry a running number, so a test can tell which ask was answered. */
function countingApi() {
  const asked: { path: string; params?: SearchParams }[] = [];
  const api: ApiClient = {
    get: <T>(path: string, params?: SearchParams) => {
      asked.push({ path, params });
      return Promise.resolve((path === "bump/list" ? { records: [card(asked.length)], total: 1 } : null) as T);
    },
    post: <T>() => Promise.resolve(null as T),
    upload: <T>() => Promise.resolve(null as T),
  };
  return { api, asked };
}

const cardsOf = (encounter: ReturnType<typeof createEncounter>) => encounter.stack.$state.get().cards?.map((c) => c.userId);

describe("the landing list asked for early", () => {
  it("is the Encounter stack's first page: the store asks the server nothing more for it", async () => {
    const { api, asked } = countingApi();
    const pictures: string[] = [];
    askForLandingList(api, "tok", Date.now(), (src) => pictures.push(src));
    const encounter = createEncounter({ api: withEarlyAnswers(api, "tok") });
    await encounter.stack.load();
    expect(asked.filter((a) => a.path === "bump/list")).toHaveLength(1);
    expect(cardsOf(encounter)).toEqual([1]);
    // The top card's picture was asked for as soon as the list arrived.
    expect(pictures).toEqual(["/files/1.png?w=640"]);

    // Taken once: the next load asks the server.
    await encounter.stack.load();
    expect(asked.filter((a) => a.path === "bump/list")).toHaveLength(2);
    encounter.stop();
  });

  it("is not given to another token's store, nor after 30 s", async () => {
    const { api, asked } = countingApi();
    askForLandingList(api, "old", 1_000, () => undefined);
    const other = createEncounter({ api: withEarlyAnswers(api, "new", () => 1_000) });
    await other.stack.load();
    expect(cardsOf(other)).toEqual([2]);
    other.stop();

    askForLandingList(api, "tok", 1_000, () => undefined);
    const late = createEncounter({ api: withEarlyAnswers(api, "tok", () => 31_001) });
    await late.stack.load();
    expect(cardsOf(late)).toEqual([4]);
    expect(asked.filter((a) => a.path === "bump/list")).toHaveLength(4);
    late.stop();
  });
});
