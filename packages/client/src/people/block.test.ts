import type { BlockedUser } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { apiWith } from "../test/api-with.js";
import { envelope, ok } from "../test/fake-fetch.js";
import { createBlock } from "./block.js";

const user = (userId: number): BlockedUser => ({ userId, imAccount: `im${100_000 + userId}`, nickname: `U${userId}`, avatar: "", blockTime: userId });

describe("the block store", () => {
  it("pages the block list and knows who is blocked", async () => {
    const { api, seen } = apiWith({
      "GET /api/user/block-list": (request) => {
        const page = Number(new URL(request.path, "http://x").searchParams.get("page"));
        return ok(page === 1 ? { records: [user(3), user(2)], total: 3 } : { records: [user(1)], total: 3 });
      },
    });
    const block = createBlock({ api });
    await block.loadBlockList();
    expect(block.$blockList.get()).toMatchObject({ total: 3, page: 1, loading: false });
    await block.loadMoreBlocked();
    expect(block.$blockList.get().records.map((r) => r.userId)).toEqual([3, 2, 1]);
    await block.loadMoreBlocked();
    expect(seen.filter((s) => s.path.includes("block-list"))).toHaveLength(2);
    expect(block.isBlocked(2)).toBe(true);
  });

  it("blocks and unblocks, dropping an unblocked user from the list, or says why not", async () => {
    let refuse = false;
    const { api, seen } = apiWith({
      "GET /api/user/block-list": () => ok({ records: [user(7)], total: 1 }),
      "POST /api/user/block": () => (refuse ? envelope(400, "You cannot block yourself.", null) : ok(null)),
      "POST /api/user/unblock": () => ok(null),
    });
    const block = createBlock({ api });
    await block.loadBlockList();
    expect(await block.block(5)).toEqual({ ok: true });
    expect(seen.at(-1)?.body).toEqual({ userId: 5 });
    expect(block.isBlocked(5)).toBe(true);
    expect(await block.unblock(7)).toEqual({ ok: true });
    expect(block.$blockList.get()).toMatchObject({ records: [], total: 0 });
    expect(block.isBlocked(7)).toBe(false);
    refuse = true;
    expect(await block.block(9)).toEqual({ ok: false, error: "You cannot block yourself." });
    expect(block.isBlocked(9)).toBe(false);
  });

  it("follows the block event of the user's other tabs", () => {
    const block = createBlock({ api: apiWith({}).api });
    block.apply({ userId: 4, blocked: true });
    expect(block.$blockedIds.get()).toEqual([4]);
    block.apply({ userId: 4, blocked: false });
    expect(block.$blockedIds.get()).toEqual([]);
  });
});
