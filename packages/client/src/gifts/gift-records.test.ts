import type { GiftRecord, GiftRecordPage } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/api-client.js";
import { envelope, fakeFetch, ok, type SeenRequest } from "../test/fake-fetch.js";
import { createGiftRecords } from "./gift-records.js";

const record = (id: number): GiftRecord => ({ id, giftId: "rose", name: "Rose", number: 1, donorId: 2, donorNickname: "Ann", doneeId: 7, doneeNickname: "Me", note: "", coins: 0, messageId: `m${id}`, time: id });

function recordsWith(answer: (request: SeenRequest) => Response | Promise<Response>) {
  const http = fakeFetch({ "GET /api/gift/records": answer });
  const api = createApiClient({ baseUrl: "http://chat.test", getToken: () => "t", getLocale: () => "en", fetch: http.fetch, onUnauthorized: () => {} });
  return { records: createGiftRecords({ api, pageSize: 2 }), seen: http.seen };
}

describe("my gifts", () => {
  it("loads the gifts received first, then the other side and its pages", async () => {
    const { records, seen } = recordsWith(() => ok<GiftRecordPage>({ records: [record(1), record(2)], total: 5 }));
    expect(records.$state.get()).toMatchObject({ direction: "received", page: 1, data: null, error: null });
    await records.load();
    expect(records.$state.get()).toMatchObject({ direction: "received", page: 1, pages: 3, error: null });
    expect(records.$state.get().data?.records).toHaveLength(2);
    await records.goToPage(2);
    await records.show("given");
    expect(seen.map((r) => r.path)).toEqual([
      "/api/gift/records?direction=received&page=1&pageSize=2",
      "/api/gift/records?direction=received&page=2&pageSize=2",
      "/api/gift/records?direction=given&page=1&pageSize=2",
    ]);
    // The side already shown, at its first page, is not asked for again.
    await records.show("given");
    expect(seen).toHaveLength(3);
  });

  it("shows only the latest choice's answer, however late an earlier one arrives", async () => {
    const answers: Record<string, (r: Response) => void> = {};
    const { records } = recordsWith((request) => new Promise<Response>((resolve) => (answers[new URL(request.path, "http://x").searchParams.get("direction")!] = resolve)));
    const first = records.load();
    const second = records.show("given");
    await expect.poll(() => Object.keys(answers).sort()).toEqual(["given", "received"]);
    answers.given!(ok({ records: [record(9)], total: 1 }));
    await second;
    answers.received!(ok({ records: [record(1)], total: 1 }));
    await first;
    expect(records.$state.get()).toMatchObject({ direction: "given", data: { records: [{ id: 9 }] } });
  });

  it("a failed page keeps the server's reason", async () => {
    const { records } = recordsWith(() => envelope(500, "Server busy", null));
    await records.load();
    expect(records.$state.get()).toMatchObject({ data: null, error: "Server busy" });
  });
});
