import type { ConsoleUserDetail } from "@chat/protocol";
import { describe, expect, it } from "vitest";
import { apiWith } from "../../test/api-with.js";
import { envelope, ok } from "../../test/fake-fetch.js";
import { createUsers } from "./users.js";

const DETAIL: ConsoleUserDetail = {
  user: { id: 21, accountId: 100_021, nickname: "Jonas", email: "jonas@example.com", vipLevel: 0, createdAt: 1, deletedAt: null, suspendedUntil: null, bannedAt: null, avatar: "", gender: 0, region: "DE", language: "de", personalMessage: "", occupation: "" },
  membership: { vipLevel: 0, vipExpiresAt: null },
  balances: { goldCoin: 0, translateChars: 0, vipChars: 0, freeGifts: 0 },
  flags: { isPayMsg: false, isBurnPayMsg: false },
  bills: [],
  complaints: [],
};

describe("given the console's users section", () => {
  it("opens the user a link names, changes their coins and shows the page as it is now", async () => {
    let coins = 0;
    const { api, seen } = apiWith({
      "GET /api/admin/users/detail": () => ok({ ...DETAIL, balances: { ...DETAIL.balances, goldCoin: coins } }),
      "POST /api/admin/users/coins": () => {
        coins += 50;
        return ok({ goldCoin: coins });
      },
    });
    const users = createUsers(api);
    await users.openLinked("?user=21");
    expect(users.$detail.get()?.user.nickname).toBe("Jonas");
    await users.adjustCoins(50, "goodwill");
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /api/admin/users/detail?userId=21", "POST /api/admin/users/coins", "GET /api/admin/users/detail?userId=21"]);
    expect(seen[1]?.body).toEqual({ userId: 21, delta: 50, reason: "goodwill" });
    expect(users.$detail.get()?.balances.goldCoin).toBe(50);
    expect(users.$outcome.get()).toEqual({ kind: "done" });
    expect(users.$busy.get()).toBe(false);
  });

  it("ignores a link without a user, and keeps a failed search for the screen", async () => {
    const { api, seen } = apiWith({ "GET /api/admin/users/search": () => envelope(403, "Not for you", null) });
    const users = createUsers(api);
    await users.openLinked("?user=abc");
    expect(seen).toEqual([]);
    await users.search("jo");
    expect(users.$outcome.get()).toMatchObject({ kind: "error", error: { kind: "forbidden", msg: "Not for you" } });
    expect(users.$results.get()).toBeNull();
  });
});
